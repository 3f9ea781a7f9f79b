import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  rateLimits,
  type BlogCard,
  type BlogStory,
  type ContactMessageReply,
  type FeaturedExpert,
  type Lead,
} from '@contract';
import { putSettings } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
const { contact: contactLimit, lead: leadLimit } = rateLimits;

let t: TestApp;
// Every request comes from 127.0.0.1: each test starts in a fresh rate-limit window by moving the clock on.
let nowMs = Date.parse('2026-01-05T10:00:00Z');
const windowMs = Math.max(contactLimit.windowMs, leadLimit.windowMs);
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(nowMs) } });
});
beforeEach(() => {
  nowMs += windowMs + 1000;
});
afterAll(() => t.close());

const validMessage = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  topic: 'General inquiries',
  message: 'I would like to know how consultations are billed.',
};

describe('POST /api/contact', () => {
  it('stores the message and confirms', async () => {
    const res = await t.api.post<ContactMessageReply>('/api/contact', validMessage);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/Your message has been sent/);
    const row = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', res.body._id)
      .executeTakeFirst();
    expect(row).toMatchObject({ name: 'Asha Verma', email: 'asha@example.in', topic: 'General inquiries' });
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'not-an-email' }],
    ['topic', { topic: 'Sales' }],
    ['message', { message: 'short' }],
  ])('answers 400 naming %s and stores nothing', async (field, change) => {
    const before = (await t.db.selectFrom('contact_messages').select('id').execute()).length;
    const res = await t.api.post<{ message: string; code: string; field?: string }>('/api/contact', {
      ...validMessage,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_error' });
    expect(res.body).toMatchObject({ field }); // the field is named apart from the sentence
    expect((await t.db.selectFrom('contact_messages').select('id').execute()).length).toBe(before);
  });

  it(`limits one client to ${contactLimit.max} messages per window`, async () => {
    for (let i = 0; i < contactLimit.max; i++)
      expect((await t.api.post('/api/contact', validMessage)).status).toBe(201);
    const blocked = await t.api.post('/api/contact', validMessage);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // The next window lets the client write again.
    nowMs += contactLimit.windowMs;
    expect((await t.api.post('/api/contact', validMessage)).status).toBe(201);
  });
});

describe('POST /api/leads', () => {
  const choice = { problemType: 'Legal advice', time: 'Min 30 min.', language: 'Tamil' };

  it("stores a visitor's lead without a user", async () => {
    const res = await t.api.post<Lead>('/api/leads', choice);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(choice);
    const row = await t.db
      .selectFrom('consultation_leads')
      .selectAll()
      .where('id', '=', res.body._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: null,
      problem_type: 'Legal advice',
      time: 'Min 30 min.',
      language: 'Tamil',
    });
  });

  it("links a signed-in user's lead to the account", async () => {
    const { token } = await t.tokenFor();
    const res = await t.api.post<Lead>('/api/leads', choice, { token });
    expect(res.status).toBe(201);
    const row = await t.db
      .selectFrom('consultation_leads')
      .selectAll()
      .where('id', '=', res.body._id)
      .executeTakeFirstOrThrow();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'asha@demo.lexsetu.in')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it('treats a bad token as a visitor rather than failing', async () => {
    const res = await t.api.post<Lead>('/api/leads', choice, { token: 'nonsense' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['problemType', { problemType: 'Tax filing' }],
    ['time', { time: '2 hours' }],
    ['language', { language: 'French' }],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await t.api.post<{ message: string; field?: string }>('/api/leads', { ...choice, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field }); // the field is named apart from the sentence
  });

  it(`limits one client to ${leadLimit.max} leads per window`, async () => {
    for (let i = 0; i < leadLimit.max; i++) expect((await t.api.post('/api/leads', choice)).status).toBe(201);
    expect((await t.api.post('/api/leads', choice)).status).toBe(429);
  });
});

describe('blogs', () => {
  it('lists the ten stories, and each slug opens its full story', async () => {
    const list = await t.api.get<BlogCard[]>('/api/blogs');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(10);
    expect(new Set(list.body.map((b) => b.slug)).size).toBe(10);
    for (const card of list.body) {
      const one = await t.api.get<BlogStory>(`/api/blogs/${card.slug}`);
      expect(one.status).toBe(200);
      expect(one.body.title).toBe(card.title);
      expect(one.body.consultation.content.length).toBeGreaterThan(50);
      expect(one.body.conclusion.content).toContain('\n\n');
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.api.get<{ code: string }>('/api/blogs/no-such-story');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('GET /api/featured-experts', () => {
  it('shows verified lawyers to anonymous visitors, without fees, ratings or contact details', async () => {
    const res = await t.api.get<FeaturedExpert[]>('/api/featured-experts');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(4);
    const verified = await t.db
      .selectFrom('lawyer_profiles')
      .select('user_id')
      .where('verification_status', '=', 'verified')
      .execute();
    const verifiedIds = new Set(verified.map((r) => r.user_id));
    for (const expert of res.body) {
      expect(verifiedIds.has(expert._id)).toBe(true);
      expect(Object.keys(expert).sort()).toEqual(
        [
          '_id',
          'barCouncil',
          'city',
          'enrolmentYear',
          'image',
          'name',
          'practiceAreas',
          'state',
          'title',
        ].sort(),
      );
    }
  });

  it('never lists an unverified lawyer', async () => {
    const unverified = await t.db
      .selectFrom('lawyer_profiles')
      .select('user_id')
      .where('verification_status', '!=', 'verified')
      .execute();
    expect(unverified.length).toBeGreaterThan(0);
    const res = await t.api.get<FeaturedExpert[]>('/api/featured-experts');
    const ids = new Set(res.body.map((e) => e._id));
    for (const row of unverified) expect(ids.has(row.user_id)).toBe(false);
  });

  it('leaves out a lawyer who hid their profile (clients only or nobody)', async () => {
    const before = await t.api.get<FeaturedExpert[]>('/api/featured-experts');
    const [first, second] = before.body;
    for (const [expert, visibility] of [
      [first, 'clients'],
      [second, 'nobody'],
    ] as const) {
      const { email } = await t.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', expert._id)
        .executeTakeFirstOrThrow();
      const { token } = await t.tokenFor(email);
      const saved = await putSettings(t, { id: expert._id, token }, { profileVisibility: visibility });
      expect(saved.status).toBe(200);
    }
    const after = await t.api.get<FeaturedExpert[]>('/api/featured-experts');
    const ids = after.body.map((e) => e._id);
    expect(ids).not.toContain(first._id);
    expect(ids).not.toContain(second._id);
    expect(ids.length).toBeGreaterThan(0);
  });
});
