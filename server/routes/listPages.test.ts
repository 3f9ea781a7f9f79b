// Keyset pages of the lists (contract/common.ts: listPageQuerySchema): schedules, requests and notifications are
// read a page at a time after a cursor. Across pages nothing repeats and nothing is skipped, even among rows
// with equal dates; a cursor or limit the API did not give is a 400 naming it; a cursor never opens anyone
// else's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationRequestList, NotificationList, ScheduleList } from '@contract';
import { encodeCursor } from '@contract';
import { promotionalNotices } from '../db/migrations/009_account_centre';
import { systemNoticesHiddenFrom } from '../services/notifications';
import type { BookingStatus } from '../db/schema';
import { addClient, addLawyer, type Person } from '../test/bookingPeople';
import { testClock } from '../test/clock';
import { createTestApp, type TestApp } from '../test/harness';

const now = Date.parse('2030-03-04T05:06:07.000Z');
let t: TestApp;
let client: Person;
let other: Person;
let lawyers: Person[];
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(now) });
  client = await addClient(t, 'Paged Client');
  other = await addClient(t, 'Other Client');
  lawyers = [await addLawyer(t), await addLawyer(t), await addLawyer(t)];
});
afterAll(() => t.close());

const iso = (ms: number) => new Date(ms).toISOString();
const minute = 60_000;

/** Every page of a list, following nextCursor; the ids in the order shown. */
async function allPages<L extends { items: { _id: string }[]; nextCursor: string | null }>(
  path: string,
  who: Person,
  limit: number,
): Promise<{ ids: string[]; pages: L[] }> {
  const pages: L[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.api.get<L>(query, { token: who.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return { ids: pages.flatMap((p) => p.items.map((i) => i._id)), pages };
}

describe('GET /api/notifications in pages', () => {
  it('pages own and system notices newest first, ties by id, without repeats or gaps', async () => {
    const same = iso(now - 5 * minute);
    // 25 own notices at one instant, 5 a minute later, and someone else's at the same instant.
    const own = Array.from({ length: 30 }, (_, i) => ({
      id: `01HZPAGEN${String(i).padStart(3, '0')}`,
      user_id: client.id,
      kind: 'booking',
      message: `Notice ${i}`,
      link: null,
      read_at: null,
      created_at: i < 25 ? same : iso(now - 4 * minute),
    }));
    await t.db.insertInto('notifications').values(own).execute();
    await t.db
      .insertInto('notifications')
      .values({ ...own[0], id: '01HZPAGEX000', user_id: other.id, message: 'Not for the client' })
      .execute();
    // Clients see only the system notices meant for them (the lawyer promotions are hidden).
    const hiddenFromClients = systemNoticesHiddenFrom('consumer');
    const forClients = promotionalNotices.length - hiddenFromClients.length;
    const expected = [
      ...own
        .slice(25)
        .map((n) => n.id)
        .reverse(),
      ...own
        .slice(0, 25)
        .map((n) => n.id)
        .reverse(),
      // The system notices for clients are older (seeded before): after the client's own.
      ...(
        await t.db
          .selectFrom('notifications')
          .select('id')
          .where('user_id', 'is', null)
          .where('id', 'not in', hiddenFromClients)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((n) => n.id),
    ];
    expect(expected).toHaveLength(30 + forClients);
    const { ids, pages } = await allPages<NotificationList>('/api/notifications', client, 7);
    expect(ids).toEqual(expected);
    expect(pages.map((p) => p.items.length)).toEqual([7, 7, 7, 7, 3]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    // The first page by default: 20, and the count badge still counts all unread.
    const first = await t.api.get<NotificationList>('/api/notifications', { token: client.token });
    expect(first.body.items).toHaveLength(20);
    const unread = await t.api.get<{ count: number }>('/api/notifications/unread-count', {
      token: client.token,
    });
    expect(unread.body.count).toBe(30 + forClients);
  });

  it("never shows another user's notices, whatever the cursor", async () => {
    const { ids } = await allPages<NotificationList>('/api/notifications', other, 100);
    expect(ids).toContain('01HZPAGEX000');
    expect(ids.filter((id) => id.startsWith('01HZPAGEN'))).toEqual([]);
    // The client's own cursor, replayed by the other user: only the other user's rows after it.
    const page = await t.api.get<NotificationList>('/api/notifications?limit=3', { token: client.token });
    const replay = await t.api.get<NotificationList>(`/api/notifications?cursor=${page.body.nextCursor}`, {
      token: other.token,
    });
    expect(replay.status).toBe(200);
    expect(replay.body.items.filter((n) => n._id.startsWith('01HZPAGEN'))).toEqual([]);
  });

  it('answers 400 naming the cursor or the limit when they are not ones it gives', async () => {
    const bad = async (query: string) =>
      t.api.get<{ field?: string; message: string }>(`/api/notifications?${query}`, { token: client.token });
    for (const cursor of [
      'nonsense',
      encodeCursor({ at: 'yesterday', id: 'x' }),
      'eyJhIjoxfQ',
      'x'.repeat(500),
    ]) {
      const res = await bad(`cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        field: 'cursor',
        message: expect.stringMatching(/^Cursor is not one/),
      });
    }
    for (const limit of ['0', '101', 'abc', '2.5', '-1']) {
      const res = await bad(`limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        field: 'limit',
        message: 'Limit must be a whole number from 1 to 100.',
      });
    }
    expect((await t.api.get('/api/notifications?limit=5')).status).toBe(401);
  });
});

describe('GET /api/requests in pages', () => {
  it("pages a tab, most recently changed first, ties by id; a lawyer's own request is listed once", async () => {
    const same = iso(now - 10 * minute);
    const row = (i: number, over: Record<string, unknown> = {}) => ({
      id: `01HZPAGER${String(i).padStart(3, '0')}`,
      owner_id: client.id,
      title: `Request ${i}`,
      description: 'Paged',
      budget_paise: null,
      consultation_type: 'Online' as const,
      date: '2030-03-10',
      timing: '10:00 AM',
      mention: 'someone@example.in',
      lawyer_id: lawyers[0].id,
      assigned_lawyer_id: lawyers[0].id,
      status: 'on-going' as const,
      created_at: same,
      updated_at: i < 12 ? same : iso(now - i * minute),
      ...over,
    });
    await t.db
      .insertInto('requests')
      .values([
        ...Array.from({ length: 17 }, (_, i) => row(i)),
        // Someone else's, with the same lawyer: the lawyer sees it, the client does not.
        row(90, { owner_id: other.id }),
        // Another tab.
        row(91, { status: 'new', assigned_lawyer_id: null }),
      ])
      .execute();
    const { ids, pages } = await allPages<ConsultationRequestList>('/api/requests?tab=on-going', client, 5);
    const byChange = Array.from({ length: 17 }, (_, i) => row(i)).sort((a, b) =>
      a.updated_at === b.updated_at ? (a.id < b.id ? 1 : -1) : a.updated_at < b.updated_at ? 1 : -1,
    );
    expect(ids).toEqual(byChange.map((r) => r.id));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 2]);
    expect(pages.every((p) => p.total === 17)).toBe(true);
    // The lawyer is both the mentioned and the accepted lawyer of each: listed once, with the other client's.
    const lawyerSees = await allPages<ConsultationRequestList>('/api/requests?tab=on-going', lawyers[0], 4);
    expect(new Set(lawyerSees.ids).size).toBe(lawyerSees.ids.length);
    expect(lawyerSees.ids).toHaveLength(18);
    expect(lawyerSees.pages[0].total).toBe(18);
    // Nobody else's: the second lawyer sees none of them, even with the client's cursor.
    const cursor = pages[0].nextCursor;
    const stranger = await t.api.get<ConsultationRequestList>(`/api/requests?tab=on-going&cursor=${cursor}`, {
      token: lawyers[1].token,
    });
    expect(stranger.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('answers 400 naming a bad cursor or limit', async () => {
    const cursorRes = await t.api.get<{ field: string }>('/api/requests?tab=new&cursor=abc', {
      token: client.token,
    });
    expect(cursorRes).toMatchObject({ status: 400, body: { field: 'cursor' } });
    const limitRes = await t.api.get<{ field: string }>('/api/requests?tab=new&limit=1000', {
      token: client.token,
    });
    expect(limitRes).toMatchObject({ status: 400, body: { field: 'limit' } });
  });
});

describe('GET /api/schedules in pages', () => {
  it('pages upcoming soonest first and completed latest first, ties by id, with the counts of all', async () => {
    const at = (minutes: number) => iso(now + minutes * minute);
    let n = 0;
    const booking = (start: string, lawyer: Person, over: Record<string, unknown> = {}) => {
      n += 1;
      return {
        id: `01HZPAGEB${String(n).padStart(3, '0')}`,
        client_id: client.id,
        lawyer_id: lawyer.id,
        date: start.slice(0, 10),
        slot: start.slice(11, 16),
        start_at: start,
        end_at: iso(Date.parse(start) + 30 * minute),
        minutes: 30,
        mode: 'video' as const,
        topic: `Booking ${n}`,
        price_paise: 0,
        status: 'confirmed' as BookingStatus,
        created_at: iso(now),
        updated_at: iso(now),
        ...over,
      };
    };
    const rows = [
      // Upcoming: three lawyers at each of four future starts (equal starts, ordered by id).
      ...[60, 120, 180, 240].flatMap((m) => lawyers.map((l) => booking(at(m), l))),
      // Completed: past ones, and a cancelled one that shows nowhere.
      ...[-600, -300, -120].flatMap((m) => lawyers.map((l) => booking(at(m), l))),
      booking(at(-900), lawyers[0], { status: 'cancelled' }),
      // Someone else's.
      booking(at(300), lawyers[0], { client_id: other.id }),
    ];
    await t.db.insertInto('bookings').values(rows).execute();
    const mine = rows.filter((r) => r.client_id === client.id && r.status !== 'cancelled');
    const order = (desc: boolean) => (a: (typeof rows)[number], b: (typeof rows)[number]) => {
      const c = a.start_at === b.start_at ? (a.id < b.id ? -1 : 1) : a.start_at < b.start_at ? -1 : 1;
      return desc ? -c : c;
    };
    const upcoming = await allPages<ScheduleList>('/api/schedules?tab=upcoming', client, 5);
    expect(upcoming.ids).toEqual(
      mine
        .filter((r) => r.start_at > iso(now))
        .sort(order(false))
        .map((r) => r.id),
    );
    expect(upcoming.pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(upcoming.pages[0].counts).toEqual({ upcoming: 12, live: 0, completed: 9 });
    const completed = await allPages<ScheduleList>('/api/schedules?tab=completed', client, 4);
    expect(completed.ids).toEqual(
      mine
        .filter((r) => r.start_at < iso(now))
        .sort(order(true))
        .map((r) => r.id),
    );
    // The lawyer's side: the same bookings, through the lawyer's own index.
    const lawyerSees = await allPages<ScheduleList>('/api/schedules?tab=upcoming', lawyers[0], 2);
    expect(lawyerSees.ids).toEqual(
      rows
        .filter((r) => r.lawyer_id === lawyers[0].id && r.start_at > iso(now) && r.status !== 'cancelled')
        .sort(order(false))
        .map((r) => r.id),
    );
    // The other client never sees the client's, whatever cursor they send.
    const replay = await t.api.get<ScheduleList>(
      `/api/schedules?tab=upcoming&cursor=${upcoming.pages[0].nextCursor}`,
      { token: other.token },
    );
    expect(replay.body.items.map((b) => b._id)).toEqual([rows.at(-1)!.id]);
  });

  it('answers 400 naming a bad cursor or limit', async () => {
    const res = await t.api.get<{ field: string }>('/api/schedules?tab=upcoming&cursor=%%%', {
      token: client.token,
    });
    expect(res).toMatchObject({ status: 400, body: { field: 'cursor' } });
    const limit = await t.api.get<{ field: string }>('/api/schedules?limit=0', { token: client.token });
    expect(limit).toMatchObject({ status: 400, body: { field: 'limit' } });
  });
});
