// A lawyer's Location and 'who can see your profile' settings decide what other users find and see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertList, ExpertProfile, FreeSlots } from '@contract';
import { syncExpertSearchRow } from '../../db/search';
import { addClient, addLawyer, type Person, putSettings } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let lawyer: Person;
let client: Person;
let bookedClient: Person;
let otherLawyer: Person;
let city: string;

const name = 'Zephyrine Quillfeather';

const search = async (who: Person, query = 'q=quillfeather') => {
  const r = await t.api.get<ExpertList>(`/api/experts?${query}`, { token: who.token });
  expect(r.status).toBe(200);
  return r.body.items.find((i) => i._id === lawyer.id);
};
const profile = (who: Person) => t.api.get<ExpertProfile>(`/api/experts/${lawyer.id}`, { token: who.token });

beforeAll(async () => {
  t = await createTestApp();
  lawyer = await addLawyer(t);
  await t.db.updateTable('users').set({ name }).where('id', '=', lawyer.id).execute();
  await syncExpertSearchRow(t.db, lawyer.id);
  city = (
    await t.db
      .selectFrom('lawyer_profiles')
      .select('city')
      .where('user_id', '=', lawyer.id)
      .executeTakeFirstOrThrow()
  ).city;
  client = await addClient(t, 'Curious Client');
  bookedClient = await addClient(t, 'Booked Client');
  otherLawyer = await addLawyer(t);
  const now = new Date().toISOString();
  await t.db
    .insertInto('bookings')
    .values({
      id: '01HZ00000000000000000PRV01',
      client_id: bookedClient.id,
      lawyer_id: lawyer.id,
      date: '2099-12-30',
      slot: '10:00',
      start_at: '2099-12-30T04:30:00.000Z',
      end_at: '2099-12-30T05:00:00.000Z',
      minutes: 30,
      mode: 'onsite',
      topic: 'Earlier matter',
      price_paise: 0,
      status: 'confirmed',
      paid_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(() => t.close());

describe('Location', () => {
  it('shows the city by default, and with Location off hides city, state and office address from others', async () => {
    expect((await search(client))?.city).toBe(city);
    expect((await search(client, `city=${encodeURIComponent(city)}&q=quillfeather`))?.name).toBe(name);

    expect((await putSettings(t, lawyer, { location: false })).status).toBe(200);
    // Answered at once although the previous answer was cached: the settings change drops the cache.
    const row = await search(client);
    expect(row?.name).toBe(name);
    expect(row?.city).toBe('');
    expect(await search(client, `city=${encodeURIComponent(city)}&q=quillfeather`)).toBeUndefined();
    // Nor by typing the city in the search box (shown while Location was on, checked below).
    expect(await search(client, `q=${encodeURIComponent(`${city} quillfeather`)}`)).toBeUndefined();
    const seen = await profile(client);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ name, city: '', state: '' });
    const slots = await t.api.get<FreeSlots>(`/api/experts/${lawyer.id}/availability?date=2099-12-29`, {
      token: client.token,
    });
    expect(slots.status).toBe(200);
    expect(slots.body.officeAddress).toBe('');

    // The lawyer still sees their own city.
    expect((await search(lawyer))?.city).toBe(city);
    expect((await profile(lawyer)).body.city).toBe(city);

    await putSettings(t, lawyer, { location: true });
    expect((await search(client))?.city).toBe(city);
    expect((await search(client, `q=${encodeURIComponent(`${city} quillfeather`)}`))?.name).toBe(name);
  });
});

describe('who can see the profile', () => {
  it("'Nobody' hides the lawyer from search and profile (404) for others, not from themselves", async () => {
    expect(await search(client)).toBeDefined();
    expect((await putSettings(t, lawyer, { profileVisibility: 'nobody' })).status).toBe(200);
    for (const who of [client, bookedClient, otherLawyer]) {
      expect(await search(who)).toBeUndefined();
      expect((await profile(who)).status).toBe(404);
    }
    expect(
      (await t.api.post(`/api/experts/${lawyer.id}/follow`, undefined, { token: client.token })).status,
    ).toBe(404);
    const booking = await t.api.post(
      '/api/bookings',
      { lawyerId: lawyer.id, date: '2099-12-29', slot: '11:00', mode: 'video', topic: 'x' },
      { token: client.token },
    );
    expect(booking.status).toBe(404);
    expect((await search(lawyer))?.name).toBe(name);
    expect((await profile(lawyer)).status).toBe(200);
  });

  it("'My clients only' shows the profile to clients with a booking, keeps it out of search", async () => {
    expect((await putSettings(t, lawyer, { profileVisibility: 'clients' })).status).toBe(200);
    expect((await profile(bookedClient)).status).toBe(200);
    expect((await profile(client)).status).toBe(404);
    expect((await profile(otherLawyer)).status).toBe(404);
    expect(await search(bookedClient)).toBeUndefined();

    await putSettings(t, lawyer, { profileVisibility: 'everyone' });
    expect((await profile(client)).status).toBe(200);
    expect(await search(client)).toBeDefined();
  });
});
