// Names in three scripts (issue 56): a lawyer gives their name also in Devanagari and in Tamil on the profile
// form (each checked to be in its script, and checked again by an admin as the name is), and Find experts
// matches a name typed in any of the three scripts, on SQLite and on PostgreSQL (this suite runs on both).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expertListSchema,
  lawyerOnboardingSchema,
  type ExpertList,
  type ExpertProfile,
  type LawyerOnboarding,
} from '@contract';
import { addLawyer, type Person } from '../../test/bookingPeople';
import { expertListingChanged } from '../../services/expertListing';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let client: string;
let lawyer: Person;
beforeAll(async () => {
  t = await createTestApp();
  client = (await t.tokenFor()).token;
  lawyer = await addLawyer(t);
});
afterAll(() => t.close());

const onboarding = async (who: Person) =>
  lawyerOnboardingSchema.parse(
    (await t.api.get<LawyerOnboarding>('/api/profile/lawyer', { token: who.token })).body,
  );
/** Saves the lawyer's current profile with other names. */
const saveNames = async (who: Person, names: Record<string, unknown>) => {
  const { profile } = await onboarding(who);
  return t.api.send<LawyerOnboarding & { message: string; field?: string }>('PUT', '/api/profile/lawyer', {
    // Seeded profiles predate the office address (''): the form asks for one.
    body: JSON.stringify({ ...profile, officeAddress: 'Chamber 7, District Court', ...names }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
  });
};
const search = async (q: string) => {
  const res = await t.api.get<ExpertList>(`/api/experts?q=${encodeURIComponent(q)}&pageSize=50`, {
    token: client,
  });
  expect(res.status).toBe(200);
  return expertListSchema.parse(res.body).items;
};
const found = async (q: string) => (await search(q)).some((item) => item._id === lawyer.id);

describe('names in Devanagari and Tamil', () => {
  it('refuses a name that is not in its script', async () => {
    const latin = await saveNames(lawyer, { nameDevanagari: 'Zoravar Trivedi' });
    expect(latin.status).toBe(400);
    expect(latin.body).toMatchObject({
      message: 'Name in Devanagari must be written in Devanagari letters.',
      field: 'nameDevanagari',
    });
    const devanagariAsTamil = await saveNames(lawyer, { nameTamil: 'ज़ोरावर' });
    expect(devanagariAsTamil.status).toBe(400);
    expect(devanagariAsTamil.body.message).toBe('Name in Tamil must be written in Tamil letters.');
    expect((await saveNames(lawyer, { nameTamil: 'ஜோ'.repeat(60) })).body.message).toBe(
      'Name in Tamil must be at most 100 characters.',
    );
  });

  it('keeps the names, and sends a verified profile back to review when they change', async () => {
    expect((await onboarding(lawyer)).status).toBe('verified');
    // Typed with the precomposed ज़ (U+095B): kept in the one written form (NFC: ज + nukta).
    const saved = await saveNames(lawyer, {
      nameDevanagari: ' \u095Bोरावर त्रिवेदी ',
      nameTamil: 'ஜோராவர் திரிவேதி',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({
      nameDevanagari: 'ज़ोरावर त्रिवेदी'.normalize('NFC'),
      nameTamil: 'ஜோராவர் திரிவேதி',
    });
    expect(saved.body.status).toBe('pending');
    // Saving the same names again changes nothing an admin checked.
    await t.db
      .updateTable('lawyer_profiles')
      .set({ verification_status: 'verified' })
      .where('user_id', '=', lawyer.id)
      .execute();
    expect((await saveNames(lawyer, {})).body.status).toBe('verified');
    await expertListingChanged(t.db, lawyer.id);
  });

  it('finds the lawyer by a name typed in Hindi script', async () => {
    expect(await found('त्रिवेदी')).toBe(true);
    // Inside a word (trigram), and a word's start for 1-2 letters.
    expect(await found('रावर')).toBe(true);
    expect(await found('त्रि')).toBe(true);
    expect(await found('ज़')).toBe(true);
    // The precomposed ज़ and an invisible joiner find the same name.
    expect(await found('\u095Bोरावर')).toBe(true);
    expect(await found('त्\u200Dरिवेदी')).toBe(true);
    expect(await found('ज़ोरावर त्रिवेदी')).toBe(true);
    expect(await found('वेदीका')).toBe(false);
  });

  it('finds the lawyer by a name typed in Tamil script', async () => {
    expect(await found('திரிவேதி')).toBe(true);
    expect(await found('ராவர்')).toBe(true);
    expect(await found('ஜோ')).toBe(true);
    expect(await found('ஜோராவர் திரிவேதி')).toBe(true);
    expect(await found('திரிவேணி')).toBe(false);
  });

  it('still finds the lawyer by the Latin name, and a mix of scripts', async () => {
    const { name } = (await search('त्रिवेदी')).find((item) => item._id === lawyer.id)!;
    expect(await found(name)).toBe(true);
    expect(await found(`${name.split(' ')[0]} त्रिवेदी`)).toBe(true);
  });

  it('gives cards and the profile the names, for the reader of each script', async () => {
    const card = (await search('திரிவேதி')).find((item) => item._id === lawyer.id)!;
    expect(card).toMatchObject({ nameDevanagari: 'ज़ोरावर त्रिवेदी', nameTamil: 'ஜோராவர் திரிவேதி' });
    const profile = await t.api.get<ExpertProfile>(`/api/experts/${lawyer.id}`, { token: client });
    expect(profile.body).toMatchObject({ nameDevanagari: 'ज़ोरावर त्रिवेदी', nameTamil: 'ஜோராவர் திரிவேதி' });
  });
});
