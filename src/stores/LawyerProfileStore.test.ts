// The rate bug of issue #32 from the lawyer's side: a rate of 0 or -5 never leaves the form (the declared
// input's own rule says why), and a profile stored with a rate under ₹1 before that rule still loads.
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, type FakeRoute } from '@/test/fakes';

const profile = {
  practiceAreas: ['Property'],
  languages: ['English', 'Tamil'] as ('English' | 'Tamil')[],
  city: 'Chennai',
  state: 'Tamil Nadu',
  officeAddress: 'Chamber 18, Advocates Block, Parrys',
  yearsExperience: 9,
  ratePaise: 4500,
  bio: 'Advocate in Chennai advising on property and tenancy matters for nine years.',
  enrolmentNumber: 'TN/1234/2015',
  barCouncil: 'Bar Council of Tamil Nadu',
  enrolmentYear: 2015,
};
const onboarding = (ratePaise: number) => ({
  _id: 'P1',
  profile: { ...profile, ratePaise },
  status: 'pending',
  rejectionReason: null,
  certificate: null,
});

function open(route: FakeRoute) {
  const sent: { method: string; path: string }[] = [];
  const { store } = createTestStore({
    session: { token: 'jwt', userId: 'P1' },
    route: (request) => {
      sent.push({ method: request.method, path: request.path });
      return route(request);
    },
  });
  return { lawyerProfile: store.lawyerProfile, sent };
}

describe('LawyerProfileStore', () => {
  it.each([0, -5])('refuses a rate of %s paise before sending anything', async (ratePaise) => {
    const { lawyerProfile, sent } = open(() => jsonReply(200, onboarding(ratePaise)));
    await expect(lawyerProfile.submit({ ...profile, ratePaise }, null, () => undefined)).rejects.toThrow(
      'Rate must be at least ₹1 per minute.',
    );
    expect(sent).toEqual([]);
  });

  it.each([0, -5])('refuses an availability rate of ₹%s before sending anything', async (rate) => {
    const { lawyerProfile, sent } = open(() => jsonReply(200, {}));
    await expect(lawyerProfile.saveAvailability({ days: [1], slots: ['10:00'], rate })).rejects.toThrow(
      'Rate must be at least ₹1 per minute.',
    );
    expect(sent).toEqual([]);
  });

  it('loads a profile whose rate was stored under ₹1 before the rule, so the lawyer can correct it', async () => {
    const { lawyerProfile } = open(() => jsonReply(200, onboarding(1)));
    await lawyerProfile.onboarding.load();
    expect(lawyerProfile.onboarding.state).toBe('ready');
    expect(lawyerProfile.onboarding.data?.profile?.ratePaise).toBe(1);
  });

  it('asks a visitor without a session to log in', async () => {
    const { lawyerProfile } = open(() => jsonReply(401, { message: 'Unauthorized', code: 'unauthorized' }));
    await lawyerProfile.onboarding.load();
    expect(lawyerProfile.onboarding.error).toBe('Please log in to fill in your profile.');
    expect(lawyerProfile.signedOut).toBe(true);
  });
});
