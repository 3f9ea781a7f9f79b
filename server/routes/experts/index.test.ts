import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expertListSchema,
  expertProfileSchema,
  followStateSchema,
  topSearchesSchema,
  type ExpertList,
  type ExpertProfile,
  type FollowState,
  type TopSearches,
} from '@contract';
import { generateLawyer, lawyerId, lawyerSeedCount } from '../../db/seed/lawyers';
import { syncExpertSearchRow } from '../../db/search';
import { addClient, addLawyer, becomePremium, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { updateUserSettings } from '../../services/settings';
import { createTestApp, type TestApp } from '../../test/harness';
import { searchKind, searchPageFacts } from '../../services/experts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.tokenFor()).token;
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.api.get<ExpertList>(`/api/experts?${query}`, { token });
  expect(res.status).toBe(200);
  return expertListSchema.parse(res.body);
};
const rohanId = '01HZ0000000000000000000P01';
const verifiedSeeds = Array.from({ length: lawyerSeedCount }, (_, i) => generateLawyer(i)).filter(
  (g) => g.profile.verification_status === 'verified',
);

describe('GET /api/experts', () => {
  it('needs a session', async () => {
    expect((await t.api.get('/api/experts?q=civil')).status).toBe(401);
    expect((await t.api.get('/api/experts/top-searches')).status).toBe(401);
    expect((await t.api.get(`/api/experts/${rohanId}`)).status).toBe(401);
    expect((await t.api.post(`/api/experts/${rohanId}/follow`)).status).toBe(401);
    expect((await t.api.send('DELETE', `/api/experts/${rohanId}/follow`)).status).toBe(401);
  });

  it('answers an empty or whitespace query without filters with no experts', async () => {
    expect(await search('q=')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect((await search('q=%20%20%20')).items).toEqual([]);
  });

  it('matches inside words (3+ characters), case-insensitively, on names and expertise', async () => {
    const rohan = await search('q=EHT');
    expect(rohan.items.map((i) => i._id)).toContain(rohanId);
    expect(
      rohan.items.every((i) => i.name.toLowerCase().includes('eht') || i.type.toLowerCase().includes('eht')),
    ).toBe(true);
    const sharma = await search('q=harm');
    const sharmas = verifiedSeeds.filter((g) => g.user.name.includes('Sharma'));
    expect(sharmas.length).toBeGreaterThan(0);
    expect(sharma.total).toBe(sharmas.length);
    const family = await search('q=amil');
    expect(family.total).toBeGreaterThanOrEqual(12);
    expect(family.items[0]).toMatchObject({ verified: true });
  });

  it('falls back to word-prefix matching for 1-2 characters', async () => {
    const pr = await search('q=pr&pageSize=50');
    expect(pr.total).toBeGreaterThan(0);
    const expected = verifiedSeeds.filter((g) =>
      ` ${g.user.name} ${g.profile.title} ${JSON.parse(g.profile.practice_areas).join(' ')}`
        .toLowerCase()
        .includes(' pr'),
    );
    // Plus the demo professional (Property).
    expect(pr.total).toBe(expected.length + 1);
    // "ri" is inside "Priya" but starts no word of a name or the main area.
    const ri = await search('q=ri&pageSize=50');
    expect(ri.items.some((i) => i.name.startsWith('Priya'))).toBe(false);
  });

  it('lists only verified lawyers', async () => {
    const all = await search('q=lawyer&pageSize=50');
    expect(all.total).toBe(verifiedSeeds.length + 1);
    const hidden = [lawyerId(60), lawyerId(61)];
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 50); page++)
      ids.push(...(await search(`q=lawyer&pageSize=50&page=${page}`)).items.map((i) => i._id));
    expect(ids).toHaveLength(all.total);
    expect(ids.filter((id) => hidden.includes(id))).toEqual([]);
    expect((await t.api.get(`/api/experts/${lawyerId(60)}`, { token })).status).toBe(404);
  });

  it('filters by area, city and language, alone or with a query', async () => {
    const chennaiTamil = await search('city=chennai&language=Tamil&pageSize=50');
    const expected = verifiedSeeds.filter(
      (g) => g.profile.city === 'Chennai' && JSON.parse(g.profile.languages).includes('Tamil'),
    );
    expect(chennaiTamil.total).toBe(expected.length);
    expect(chennaiTamil.items.every((i) => i.city === 'Chennai' && i.languages.includes('Tamil'))).toBe(true);
    // Without a query the order is by name.
    const names = chennaiTamil.items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const propertyInDelhi = await search('q=property&city=New%20Delhi&pageSize=50');
    expect(propertyInDelhi.items.map((i) => i._id)).toContain(rohanId);
    expect(propertyInDelhi.items.every((i) => i.city === 'New Delhi')).toBe(true);
    const area = await search('area=labor&pageSize=50');
    expect(area.total).toBe(
      verifiedSeeds.filter((g) => JSON.parse(g.profile.practice_areas).includes('Labor')).length,
    );
  });

  it('matches a city typed in the search box (issue #21), alone or with other words', async () => {
    const chennai = await search('q=chennai&pageSize=50');
    const inChennai = verifiedSeeds.filter((g) => g.profile.city === 'Chennai');
    expect(inChennai.length).toBeGreaterThan(0);
    expect(chennai.total).toBeGreaterThan(0);
    expect(chennai.total).toBeLessThanOrEqual(inChennai.length);
    expect(chennai.items.every((i) => i.city === 'Chennai')).toBe(true);
    // Case and a part of the word are enough, as for names.
    expect((await search('q=CHENN&pageSize=50')).total).toBe(chennai.total);
    // Two words: a city and a practice area narrow each other.
    const area = (JSON.parse(inChennai[0]!.profile.practice_areas) as string[])[0]!;
    const areaInChennai = await search(`q=${encodeURIComponent(`${area} chennai`)}&pageSize=50`);
    expect(areaInChennai.total).toBeGreaterThan(0);
    expect(areaInChennai.total).toBeLessThanOrEqual(chennai.total);
    expect(areaInChennai.items.every((i) => i.city === 'Chennai')).toBe(true);
  });

  it('pages through results without overlap, with the rate in paise and no badge fields', async () => {
    const first = await search('q=lawyer&pageSize=10&page=1');
    const second = await search('q=lawyer&pageSize=10&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    expect(first.items.filter((a) => second.items.some((b) => b._id === a._id))).toEqual([]);
    for (const item of first.items) {
      expect(item.ratePaise).toBeGreaterThanOrEqual(2400);
      expect(item.ratePaise).toBeLessThanOrEqual(5100);
      expect(Object.keys(item).sort()).toEqual(
        // 'premium' marks a premium member's highlight and 'availableNow' the Consult now chip (#58); nothing
        // else ranks or badges a lawyer.
        [
          '_id',
          'availableNow',
          'city',
          'image',
          'languages',
          'name',
          'nameDevanagari',
          'nameTamil',
          'nextSlot',
          'practiceAreas',
          'premium',
          'ratePaise',
          'type',
          'verified',
          'yearsExperience',
        ].sort(),
      );
    }
    expect((await t.api.get('/api/experts?q=x&pageSize=500', { token })).status).toBe(400);
  });

  it('counts searches that found someone and reports the top ones by kind', async () => {
    const before = topSearchesSchema.parse(
      (await t.api.get<TopSearches>('/api/experts/top-searches', { token })).body,
    );
    expect(before.names[0]).toBe('Rohan Mehta');
    expect(before.expertise[0]).toBe('Property');
    for (let i = 0; i < 50; i++) await search('q=Meera');
    await search('q=zzzzqq');
    const after = (await t.api.get<TopSearches>('/api/experts/top-searches', { token })).body;
    expect(after.names[0]).toBe('Meera');
    expect(after.names).not.toContain('Zzzzqq');
    const counted = await t.db.selectFrom('search_counts').selectAll().where('term', '=', 'meera').execute();
    expect(counted).toEqual([{ kind: 'name', term: 'meera', count: 50 }]);
    expect(searchKind('family law')).toBe('expertise');
    expect(searchKind('priya')).toBe('name');
  });
});

describe('GET /api/experts/:id and follow', () => {
  it('shows the full verified profile; unknown ids are a 404', async () => {
    const res = await t.api.get<ExpertProfile>(`/api/experts/${rohanId}`, { token });
    expect(res.status).toBe(200);
    expect(expertProfileSchema.parse(res.body)).toMatchObject({
      name: 'Adv. Rohan Mehta',
      profession: 'Civil Lawyer',
      ratePaise: 3500,
      enrolmentNumber: 'D/1234/2012',
      barCouncil: 'Bar Council of Delhi',
      enrolmentYear: 2012,
      verified: true,
      followedByMe: false,
    });
    expect(await t.api.get(`/api/experts/NOPE`, { token })).toMatchObject({
      status: 404,
      body: { message: 'Lawyer not found.' },
    });
  });

  it("keeps a lawyer's sign-in e-mail out of the reply unless they chose to show it; the lawyer sees their own", async () => {
    const hidden = await t.api.get<ExpertProfile>(`/api/experts/${rohanId}`, { token });
    expect(hidden.body.email).toBeNull();
    expect(JSON.stringify(hidden.body)).not.toContain('rohan@demo.lexsetu.in');
    const own = await t.tokenFor('rohan@demo.lexsetu.in');
    expect((await t.api.get<ExpertProfile>(`/api/experts/${rohanId}`, { token: own.token })).body.email).toBe(
      'rohan@demo.lexsetu.in',
    );
    await updateUserSettings(t.db, rohanId, { showEmail: true }, t.deps.clock.now().toISOString());
    try {
      const shown = await t.api.get<ExpertProfile>(`/api/experts/${rohanId}`, { token });
      expect(shown.body.email).toBe('rohan@demo.lexsetu.in');
    } finally {
      await updateUserSettings(t.db, rohanId, { showEmail: false }, t.deps.clock.now().toISOString());
    }
  });

  it('follows and unfollows idempotently, counting each follower once', async () => {
    const id = lawyerId(3);
    const start = (await t.api.get<ExpertProfile>(`/api/experts/${id}`, { token })).body.followers;
    const follow = () => t.api.post<FollowState>(`/api/experts/${id}/follow`, undefined, { token });
    const unfollow = () =>
      t.api.send<FollowState>('DELETE', `/api/experts/${id}/follow`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect(followStateSchema.parse((await follow()).body)).toEqual({
      followers: start + 1,
      followedByMe: true,
    });
    expect((await follow()).body).toEqual({ followers: start + 1, followedByMe: true });
    const other = (await t.tokenFor('rohan@demo.lexsetu.in')).token;
    expect(
      (await t.api.post<FollowState>(`/api/experts/${id}/follow`, undefined, { token: other })).body,
    ).toEqual({
      followers: start + 2,
      followedByMe: true,
    });
    expect((await t.api.get<ExpertProfile>(`/api/experts/${id}`, { token })).body).toMatchObject({
      followers: start + 2,
      followedByMe: true,
    });
    expect((await unfollow()).body).toEqual({ followers: start + 1, followedByMe: false });
    expect((await unfollow()).body).toEqual({ followers: start + 1, followedByMe: false });
    expect((await t.api.post(`/api/experts/${lawyerId(61)}/follow`, undefined, { token })).status).toBe(404);
  });
});

describe('premium highlight', () => {
  it('marks a premium lawyer in search and on the profile without moving them in the results', async () => {
    const query = 'q=lawyer&pageSize=50';
    const before = await search(query);
    expect(before.items.length).toBeGreaterThan(5);
    expect(before.items.every((i) => i.premium === false)).toBe(true);
    // A lawyer from the middle of the list buys premium.
    const chosen = verifiedSeeds.find((g) => g.user.id === before.items[3]._id)!;
    await becomePremium(t, { id: chosen.user.id, token: (await t.tokenFor(chosen.user.email)).token });

    const after = await search(query);
    expect(after.items.map((i) => i._id)).toEqual(before.items.map((i) => i._id));
    expect(after.items.filter((i) => i.premium).map((i) => i._id)).toEqual([chosen.user.id]);
    const profile = await t.api.get<ExpertProfile>(`/api/experts/${chosen.user.id}`, { token });
    expect(profile.body.premium).toBe(true);
    expect((await t.api.get<ExpertProfile>(`/api/experts/${rohanId}`, { token })).body.premium).toBe(false);

    // Cancelled premium: no highlight any more.
    await t.api.post('/api/subscription/cancel', undefined, {
      token: (await t.tokenFor(chosen.user.email)).token,
    });
    expect((await search(query)).items.some((i) => i.premium)).toBe(false);
  });
});

describe('GET /api/experts: the next free slot', () => {
  // Monday 2 March 2026, 08:30 in India: tomorrow is Tuesday 3 March.
  const clock = testClock(Date.parse('2026-03-02T08:30:00+05:30'));
  let app: TestApp;
  let client: Person;
  const lawyers: Record<'booked' | 'unavailable' | 'everyDay', Person> = {} as never;

  beforeAll(async () => {
    app = await createTestApp({ clock, seed: false });
    client = await addClient(app, 'Slot Client');
    const pattern = {
      booked: [[2], ['10:00', '11:00']],
      unavailable: [[], []],
      everyDay: undefined,
    } as const;
    for (const [key, days] of Object.entries(pattern) as [
      keyof typeof lawyers,
      (typeof pattern)[keyof typeof pattern],
    ][]) {
      const lawyer = await addLawyer(app);
      await app.db
        .updateTable('users')
        .set({ name: `Slotfinder ${key}` })
        .where('id', '=', lawyer.id)
        .execute();
      if (days)
        await app.db
          .insertInto('availability')
          .values({
            lawyer_id: lawyer.id,
            days: JSON.stringify(days[0]),
            slots: JSON.stringify(days[1]),
            updated_at: clock.now().toISOString(),
          })
          .execute();
      await syncExpertSearchRow(app.db, lawyer.id);
      lawyers[key] = lawyer;
    }
    const booked = await app.api.post(
      '/api/bookings',
      {
        lawyerId: lawyers.booked.id,
        date: '2026-03-03',
        slot: '10:00',
        mode: 'video',
        topic: 'Tenancy notice',
      },
      { token: client.token },
    );
    expect(booked.status).toBe(201);
  });
  afterAll(() => app.close());

  const nextSlots = async () => {
    const res = await app.api.get<ExpertList>('/api/experts?q=slotfinder', { token: client.token });
    expect(res.status).toBe(200);
    const list = expertListSchema.parse(res.body);
    return Object.fromEntries(
      Object.entries(lawyers).map(([key, who]) => [key, list.items.find((i) => i._id === who.id)?.nextSlot]),
    );
  };

  it("shows the first free slot after live bookings, by the app's clock, and null without availability", async () => {
    expect(await nextSlots()).toEqual({
      // Tuesdays only, 10:00 booked: 11:00 the same day.
      booked: new Date('2026-03-03T11:00:00+05:30').toISOString(),
      unavailable: null,
      // The default pattern (Monday to Saturday, 10:00-17:30): today's 10:00 has not started yet.
      everyDay: new Date('2026-03-02T10:00:00+05:30').toISOString(),
    });
    // At 17:45 today's slots have all started: the next one is tomorrow's first.
    clock.advance((9 * 60 + 15) * 60_000);
    expect((await nextSlots()).everyDay).toBe(new Date('2026-03-03T10:00:00+05:30').toISOString());
    // Past Tuesday 11:00 the Tuesday-only lawyer's next slot is a week later: outside the 7 days, so none.
    clock.advance(18 * 60 * 60_000);
    expect((await nextSlots()).booked).toBeNull();
  });

  it("reads the whole page's next slots and premium marks in one statement, not a query per lawyer", async () => {
    let queries = 0;
    // Counted as results come back: one per statement run (a union is compiled from three queries' trees).
    const counting = app.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    });
    const facts = await searchPageFacts(
      counting,
      Object.values(lawyers).map((l) => l.id),
      clock.now(),
    );
    expect(queries).toBe(1);
    // The same answers as the search page shows.
    const shown = await nextSlots();
    expect(
      Object.fromEntries(Object.entries(lawyers).map(([key, who]) => [key, facts.nextSlots.get(who.id)])),
    ).toEqual(shown);
    expect(facts.premium.size).toBe(0);
  });
});
