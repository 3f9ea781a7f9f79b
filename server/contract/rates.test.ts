// The one rate rule, as both sides read it: a lawyer's rate of 0 or -5 was once saved as ₹0.01/min, and then
// their own profile failed to load. The declared inputs of both forms that set a rate refuse it.
import { describe, expect, it } from 'vitest';
import { availabilityEndpoints } from './availability';
import { lawyerProfileEndpoints } from './verification';

const profile = {
  practiceAreas: ['Family'],
  languages: ['English'],
  city: 'Chennai',
  state: 'Tamil Nadu',
  officeAddress: 'Chamber 18, High Court Campus',
  yearsExperience: 7,
  ratePaise: 3000,
  bio: 'Family advocate at the Madras High Court, plain advice in Tamil and English.',
  enrolmentNumber: 'TN/4321/2017',
  barCouncil: 'Bar Council of Tamil Nadu and Puducherry',
  enrolmentYear: 2017,
};

const refusal = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? null : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`));

describe('the declared rate inputs', () => {
  it.each([0, -5, 0.01])('refuse ₹%s per minute on the availability form', (rate) => {
    const body = availabilityEndpoints.update.input.body;
    expect(refusal(body.safeParse({ days: [1], slots: ['10:00'], rate }))).toEqual([
      'rate: Rate must be at least ₹1 per minute.',
    ]);
  });

  it.each([0, -5, -500, 1])('refuse %s paise per minute on the profile step', (ratePaise) => {
    const body = lawyerProfileEndpoints.save.input.body;
    expect(refusal(body.safeParse({ ...profile, ratePaise }))).toEqual([
      'ratePaise: Rate must be at least ₹1 per minute.',
    ]);
  });

  it('take ₹1 and ₹1000, in paise', () => {
    expect(availabilityEndpoints.update.input.body.parse({ days: [], slots: [], rate: 1 }).rate).toBe(100);
    expect(lawyerProfileEndpoints.save.input.body.parse({ ...profile, ratePaise: 100_000 }).ratePaise).toBe(
      100_000,
    );
  });
});
