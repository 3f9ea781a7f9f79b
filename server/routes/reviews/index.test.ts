// Verified reviews as a user notices them: only the client of a completed consultation reviews it, once, within
// 60 days of its end; the lawyer replies once; anyone reports; an admin hides or restores with a reason and the
// author is told; hidden reviews are neither listed nor counted; the profile's figures come from real data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminReview,
  AdminReviewPage,
  Booking,
  ExpertList,
  ExpertProfile,
  Review,
  ReviewList,
  ScheduleList,
} from '@contract';
import type { Db } from '../../db/connection';
import { syncExpertSearchRow } from '../../db/search';
import { grantAdmin } from '../../services/admins';
import { createReview } from '../../services/reviews';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveBooking } from '../../test/realtimeClient';
import { refuseNotices } from '../../test/refuseNotices';
import { until } from '../../test/until';

const minute = 60_000;
const day = 24 * 60 * minute;
const clock = testClock(Date.parse('2030-03-04T06:00:00.000Z'));

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock });
  admin = await addClient(t, 'Site Admin');
  await grantAdmin(t.db, admin.id, t.deps.clock.now());
});
afterAll(() => t.close());

type Reply<T> = T & { message: string; code: string };
const as = (who: Person) => ({ token: who.token });

/** A booking of `client` with `lawyer` whose booked end was `endedAgoMs` ago. */
function bookingEnded(
  client: Person,
  lawyer: Person,
  endedAgoMs = day,
  status: 'completed' | 'confirmed' = 'completed',
) {
  // liveBooking starts 5 minutes before the `now` it is given and lasts 30 minutes.
  return liveBooking(t, client, lawyer, {
    now: new Date(clock.now().getTime() - endedAgoMs - 25 * minute),
    status,
  });
}

const review = (who: Person, body: Record<string, unknown>) =>
  t.api.post<Reply<Review>>('/api/reviews', { stars: 5, ...body }, as(who));
const list = (viewer: Person, lawyer: Person, page = 1) =>
  t.api.get<Reply<ReviewList>>(`/api/experts/${lawyer.id}/reviews?page=${page}`, as(viewer));
const profile = (viewer: Person, lawyer: Person) =>
  t.api.get<ExpertProfile>(`/api/experts/${lawyer.id}`, as(viewer));
const notices = async (who: Person) =>
  (
    await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', who.id)
      .orderBy('id')
      .execute()
  ).map((n) => n.message);

describe('POST /api/reviews', () => {
  it('takes one review of a completed consultation from its client: trimmed text, author by first name and initial', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t, 'Priya Ramesh Sharma');
    const bookingId = await bookingEnded(client, lawyer);
    const first = await review(client, {
      bookingId,
      stars: 4,
      text: '  Clear advice on my lease.  ',
      recommend: true,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      stars: 4,
      text: 'Clear advice on my lease.',
      recommend: true,
      author: 'Priya S.',
      createdAt: clock.now().toISOString(),
      reply: null,
    });
    expect(first.body._id).toEqual(expect.any(String));
    expect(await notices(lawyer)).toContain('A client reviewed your consultation: 4 stars.');

    const again = await review(client, { bookingId, stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this consultation.');
  });

  it('refuses a consultation that is not completed, and one that is not yours: its lawyer 403, anyone else 404 as for an unknown id', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const stranger = await addClient(t);
    const upcoming = await bookingEnded(client, lawyer, -2 * day, 'confirmed');
    const notDone = await review(client, { bookingId: upcoming });
    expect(notDone.status).toBe(409);
    expect(notDone.body.message).toBe('You can review a consultation once it is completed.');

    const done = await bookingEnded(client, lawyer);
    const own = await review(lawyer, { bookingId: done });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You can only review your own consultations.');
    // Someone else's booking and no booking at all get the same answer.
    const unknown = await review(stranger, { bookingId: '01HZ00000000000000000NOPE00' });
    const foreign = await review(stranger, { bookingId: done });
    for (const refused of [unknown, foreign])
      expect(refused).toMatchObject({ status: 404, body: { message: 'Booking not found.' } });
    // Nothing was written by the refusals.
    expect((await list(client, lawyer)).body.total).toBe(0);
  });

  it('is open until day 60 after the booked end and closed on day 61', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const day60 = await bookingEnded(client, lawyer, 60 * day);
    const day61 = await bookingEnded(client, lawyer, 61 * day);
    const justLate = await bookingEnded(client, lawyer, 60 * day + minute);
    expect((await review(client, { bookingId: day60 })).status).toBe(201);
    for (const bookingId of [day61, justLate]) {
      const late = await review(client, { bookingId });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        message: 'Reviews can be written up to 60 days after the consultation.',
        field: 'bookingId',
      });
    }
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer);
    const cases: [Record<string, unknown>, string][] = [
      [{ bookingId, stars: 0 }, 'stars'],
      [{ bookingId, stars: 6 }, 'stars'],
      [{ bookingId, stars: 4.5 }, 'stars'],
      [{ bookingId, stars: '5' }, 'stars'],
      [{ bookingId, stars: 5, text: 'x'.repeat(2001) }, 'text'],
      [{ bookingId, stars: 5, recommend: 'yes' }, 'recommend'],
      [{ stars: 5 }, 'bookingId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post<Reply<object>>('/api/reviews', body, as(client));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toMatchObject({ field });
    }
    // 2000 characters after trimming is the limit, not 2000 with the spaces.
    const ok = await review(client, { bookingId, text: ` ${'y'.repeat(2000)} ` });
    expect(ok.status).toBe(201);
  });

  it('shows on Schedules: a completed booking of the client is reviewable until day 60, then reviewed', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer, 2 * day);
    const completed = async (who: Person) =>
      (await t.api.get<ScheduleList>('/api/schedules?tab=completed', as(who))).body.items.find(
        (b: Booking) => b._id === bookingId,
      )!;
    const before = await completed(client);
    expect(before.reviewedAt).toBeNull();
    expect(before.reviewableUntil).toBe(new Date(Date.parse(before.endAt) + 60 * day).toISOString());
    // The lawyer's side of it is not theirs to review.
    expect((await completed(lawyer)).reviewableUntil).toBeUndefined();
    await review(client, { bookingId });
    expect((await completed(client)).reviewedAt).toBe(clock.now().toISOString());
  });
});

let orderCount = 0;
/** A document order of `client`, taken by `lawyer`, in `status`, delivered `deliveredAgoMs` ago (or never). */
async function documentOrderOf(
  client: Person,
  lawyer: Person | null,
  status: 'delivered' | 'in_progress' = 'delivered',
  deliveredAgoMs: number | null = day,
) {
  const service = await t.db.selectFrom('services').selectAll().orderBy('position').executeTakeFirstOrThrow();
  const id = `01HZ0000000000000000SO${String((orderCount += 1)).padStart(4, '0')}`;
  const now = clock.now();
  await t.db
    .insertInto('service_orders')
    .values({
      id,
      client_id: client.id,
      service_id: service.id,
      lawyer_id: lawyer?.id ?? null,
      status,
      title: service.title,
      category: service.category,
      price_paise: service.price_paise,
      turnaround_days: service.turnaround_days,
      revisions_allowed: service.revisions,
      revisions_used: 0,
      questionnaire: service.questionnaire,
      answers: '{}',
      call_booking_id: null,
      paid_at: new Date(now.getTime() - 70 * day).toISOString(),
      details_at: new Date(now.getTime() - 70 * day).toISOString(),
      accepted_at: lawyer ? new Date(now.getTime() - 69 * day).toISOString() : null,
      due_at: null,
      delivered_at: deliveredAgoMs === null ? null : new Date(now.getTime() - deliveredAgoMs).toISOString(),
      cancelled_at: null,
      unclaimed_notified_at: null,
      overdue_notified_at: null,
      created_at: new Date(now.getTime() - 70 * day).toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return { id, title: service.title };
}

/** The database, except that `first` runs just as a review's transaction starts (another tab, a broken disk). */
function savingAfter(db: Db, first: (db: Db) => Promise<unknown>): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction')
        return () => ({
          execute: async (work: Parameters<ReturnType<Db['transaction']>['execute']>[0]) => {
            await first(target);
            return target.transaction().execute(work);
          },
        });
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
const failingSaves = (db: Db) => savingAfter(db, () => Promise.reject(new Error('disk I/O error')));

describe('POST /api/reviews: who may review what, more', () => {
  it('a one-star review tells the lawyer "1 star", and keeps a "no" recommendation apart from no answer', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer);
    const made = await review(client, { bookingId, stars: 1, recommend: false });
    expect(made.status).toBe(201);
    expect(made.body.recommend).toBe(false);
    expect(
      await t.db
        .selectFrom('notifications')
        .select(['kind', 'message', 'link'])
        .where('user_id', '=', lawyer.id)
        .execute(),
    ).toEqual([
      {
        kind: 'booking',
        message: 'A client reviewed your consultation: 1 star.',
        link: `/dashboard/lawyer-profile/${lawyer.id}`,
      },
    ]);
    const stored = await t.db
      .selectFrom('reviews')
      .select(['lawyer_id', 'client_id', 'booking_id', 'service_order_id', 'recommend'])
      .where('id', '=', made.body._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      lawyer_id: lawyer.id,
      client_id: client.id,
      booking_id: bookingId,
      service_order_id: null,
      recommend: 0,
    });
  });

  it('keeps one review when two tabs send it at once: the other is 409, never a 500', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer);
    const both = await Promise.all([review(client, { bookingId }), review(client, { bookingId })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({
      message: 'You have already reviewed this consultation.',
      field: 'bookingId',
    });
    expect((await list(client, lawyer)).body.total).toBe(1);
  });

  it('a review from another tab saved between the check and the insert is answered "already reviewed", one kept', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer);
    const me = { id: client.id, role: 'consumer' as const };
    const body = { bookingId, stars: 4, text: '', recommend: null };
    const otherTab = (db: Db) => createReview({ db, clock }, me, { body: { ...body, stars: 5 } });
    await expect(
      createReview({ db: savingAfter(t.db, otherTab), clock }, me, { body }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'You have already reviewed this consultation.',
      field: 'bookingId',
    });
    const kept = await t.db
      .selectFrom('reviews')
      .select('stars')
      .where('booking_id', '=', bookingId)
      .execute();
    expect(kept).toEqual([{ stars: 5 }]);
  });

  it('on Schedules offers no review of a booking that ended without completing', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const ended = await bookingEnded(client, lawyer, 2 * day, 'confirmed');
    const row = async (who: Person) =>
      (await t.api.get<ScheduleList>('/api/schedules?tab=completed', as(who))).body.items.find(
        (b: Booking) => b._id === ended,
      )!;
    const shown = await row(client);
    expect(shown.status).toBe('confirmed');
    expect(shown.reviewableUntil).toBeUndefined();
    expect(shown.reviewedAt).toBeUndefined();
    expect((await review(client, { bookingId: ended })).body).toMatchObject({
      message: 'You can review a consultation once it is completed.',
      field: 'bookingId',
    });
  });

  it('answers a second review after the deadline "already reviewed", not "too late"', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer, 60 * day);
    expect((await review(client, { bookingId })).status).toBe(201);
    clock.advance(minute);
    const again = await review(client, { bookingId, stars: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'You have already reviewed this consultation.',
      field: 'bookingId',
    });
  });

  it('a database failure while saving is an error, not "already reviewed"', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const bookingId = await bookingEnded(client, lawyer);
    const order = await documentOrderOf(client, lawyer);
    const me = { id: client.id, role: 'consumer' as const };
    const deps = { db: failingSaves(t.db), clock };
    const base = { stars: 4, text: '', recommend: null };
    await expect(createReview(deps, me, { body: { ...base, bookingId } })).rejects.toThrow('disk I/O error');
    await expect(createReview(deps, me, { body: { ...base, serviceOrderId: order.id } })).rejects.toThrow(
      'disk I/O error',
    );
    expect(
      await t.db.selectFrom('reviews').select('id').where('client_id', '=', client.id).execute(),
    ).toEqual([]);
  });
});

describe('POST /api/reviews of a document order', () => {
  const documentOrder = documentOrderOf;

  it("takes one review from the order's client, tells the lawyer, and refuses a second", async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t, 'Meera Iyer');
    const order = await documentOrder(client, lawyer);
    const made = await review(client, {
      serviceOrderId: order.id,
      stars: 1,
      text: 'Late.',
      recommend: false,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ stars: 1, text: 'Late.', recommend: false, author: 'Meera I.' });
    expect(
      await t.db
        .selectFrom('reviews')
        .select(['lawyer_id', 'client_id', 'booking_id', 'service_order_id', 'recommend'])
        .where('id', '=', made.body._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      lawyer_id: lawyer.id,
      client_id: client.id,
      booking_id: null,
      service_order_id: order.id,
      recommend: 0,
    });
    const notice = await t.db
      .selectFrom('notifications')
      .select(['kind', 'message', 'link'])
      .where('user_id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    expect(notice).toEqual({
      kind: 'request',
      message: `A client reviewed your work on ${order.title}: 1 star.`,
      link: `/dashboard/lawyer-profile/${lawyer.id}`,
    });
    const again = await review(client, { serviceOrderId: order.id, stars: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'You have already reviewed this order.',
      field: 'serviceOrderId',
    });
    expect((await list(client, lawyer)).body).toMatchObject({ total: 1, averageStars: 1 });
  });

  it('keeps 5 stars and a "yes" as given, and a recommendation left out as none', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const first = await documentOrder(client, lawyer);
    const yes = await review(client, { serviceOrderId: first.id, stars: 5, recommend: true });
    expect(yes.body).toMatchObject({ stars: 5, recommend: true });
    expect(await notices(lawyer)).toContain(`A client reviewed your work on ${first.title}: 5 stars.`);
    const none = await review(client, { serviceOrderId: (await documentOrder(client, lawyer)).id, stars: 2 });
    expect(none.body).toMatchObject({ stars: 2, recommend: null });
  });

  it('is for its client only: the lawyer who did it is refused (403), anyone else is told there is no such order (404)', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const stranger = await addClient(t);
    const otherLawyer = await addLawyer(t);
    const order = await documentOrder(client, lawyer);
    const own = await review(lawyer, { serviceOrderId: order.id });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You can only review your own consultations.');
    for (const who of [stranger, otherLawyer]) {
      const refused = await review(who, { serviceOrderId: order.id });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Order not found.');
    }
    expect((await review(client, { serviceOrderId: '01HZ00000000000000000NOPE00' })).status).toBe(404);
    expect(
      await t.db.selectFrom('reviews').select('id').where('service_order_id', '=', order.id).execute(),
    ).toEqual([]);
  });

  it('refuses an order until it is delivered by a lawyer', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const cases = [
      await documentOrder(client, lawyer, 'in_progress', day), // a version delivered, not approved
      await documentOrder(client, lawyer, 'in_progress', null),
      await documentOrder(client, null, 'delivered', day), // no lawyer to review
      await documentOrder(client, lawyer, 'delivered', null), // no delivery date
    ];
    for (const order of cases) {
      const refused = await review(client, { serviceOrderId: order.id });
      expect(refused.status, order.id).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'You can review a document order once it is delivered.',
        field: 'serviceOrderId',
      });
    }
  });

  it('is open until exactly 60 days after delivery, closed a millisecond later', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const day60 = await documentOrder(client, lawyer, 'delivered', 60 * day);
    const late = await documentOrder(client, lawyer, 'delivered', 60 * day + 1);
    const tooLate = await review(client, { serviceOrderId: late.id });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toMatchObject({
      message: 'Reviews can be written up to 60 days after the consultation.',
      field: 'serviceOrderId',
    });
    expect((await review(client, { serviceOrderId: day60.id })).status).toBe(201);
  });

  it('keeps one review when two tabs send it at once: the other is 409, never a 500', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const order = await documentOrder(client, lawyer);
    const both = await Promise.all([
      review(client, { serviceOrderId: order.id }),
      review(client, { serviceOrderId: order.id }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({
      message: 'You have already reviewed this order.',
      field: 'serviceOrderId',
    });
  });
});

describe('GET /api/experts/:id/reviews and the profile figures', () => {
  it('lists newest first, ten a page, with the same figures as the profile: average to one decimal, shares, clients served, followers', async () => {
    const lawyer = await addLawyer(t);
    const [a, b, c] = [
      await addClient(t, 'Asha Verma'),
      await addClient(t, 'Bala'),
      await addClient(t, 'Chitra N'),
    ];
    const viewer = await addClient(t);
    // a: two completed bookings (one client served), b and c one each; a cancelled booking serves no one.
    const written: [Person, number, boolean | null][] = [
      [a, 5, true],
      [a, 4, true],
      [b, 4, false],
      [c, 2, null],
    ];
    for (const [who, stars, recommend] of written) {
      clock.advance(minute);
      const bookingId = await bookingEnded(who, lawyer);
      expect((await review(who, { bookingId, stars, recommend })).status).toBe(201);
    }
    await liveBooking(t, viewer, lawyer, { status: 'cancelled' });
    await t.api.post(`/api/experts/${lawyer.id}/follow`, undefined, as(viewer));
    await t.api.post(`/api/experts/${lawyer.id}/follow`, undefined, as(a));

    const page = await list(viewer, lawyer);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 10,
      averageStars: 3.8, // 15 / 4 = 3.75
      reviewCount: 4,
      positiveRatings: 75, // 3 of 4 rated 4 or 5
      recommendPercent: 67, // 2 of the 3 who answered
    });
    expect(page.body.items.map((r) => [r.author, r.stars, r.recommend])).toEqual([
      ['Chitra N.', 2, null],
      ['Bala', 4, false],
      ['Asha V.', 4, true],
      ['Asha V.', 5, true],
    ]);
    expect((await list(viewer, lawyer, 2)).body.items).toEqual([]);

    const shown = (await profile(viewer, lawyer)).body;
    expect(shown).toMatchObject({
      averageStars: page.body.averageStars,
      reviewCount: 4,
      positiveRatings: 75,
      recommendPercent: 67,
      clients: 3,
      followers: 2,
    });
  });

  it('has null figures and an empty list for a lawyer with no reviews', async () => {
    const lawyer = await addLawyer(t);
    const viewer = await addClient(t);
    expect((await list(viewer, lawyer)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
      averageStars: null,
      reviewCount: 0,
      positiveRatings: null,
      recommendPercent: null,
    });
    expect((await profile(viewer, lawyer)).body).toMatchObject({
      averageStars: null,
      reviewCount: 0,
      clients: 0,
      followers: 0,
    });
  });

  it('answers 404 for an unknown or unverified lawyer, as the profile does', async () => {
    const viewer = await addClient(t);
    const pending = await addLawyer(t, 'pending');
    expect((await list(viewer, pending)).status).toBe(404);
    expect((await t.api.get('/api/experts/01HZ0000000000000000000NONE/reviews', as(viewer))).status).toBe(
      404,
    );
    expect((await t.api.get(`/api/experts/${pending.id}/reviews`)).status).toBe(401);
    expect((await t.api.get(`/api/experts/${pending.id}/reviews?page=0`, as(viewer))).status).toBe(400);
  });
});

describe('BCI Rule 36', () => {
  it('never orders search by ratings: a five-star lawyer stays in name order behind a one-star one', async () => {
    const named = async (name: string) => {
      const lawyer = await addLawyer(t);
      await t.db.updateTable('users').set({ name }).where('id', '=', lawyer.id).execute();
      await syncExpertSearchRow(t.db, lawyer.id);
      return lawyer;
    };
    const abe = await named('Abe Ruleorder');
    const zed = await named('Zed Ruleorder');
    for (const [lawyer, stars] of [
      [abe, 1],
      [zed, 5],
      [zed, 5],
    ] as const) {
      const who = await addClient(t);
      clock.advance(minute);
      await review(who, { bookingId: await bookingEnded(who, lawyer), stars });
    }
    const viewer = await addClient(t);
    const found = await t.api.get<ExpertList>('/api/experts?q=ruleorder', as(viewer));
    expect(found.body.items.map((i) => i.name)).toEqual(['Abe Ruleorder', 'Zed Ruleorder']);
    expect(found.body.items[0]).not.toHaveProperty('averageStars');
  });
});

describe('replies, reports and moderation', () => {
  async function reviewed(stars = 5) {
    const lawyer = await addLawyer(t);
    const client = await addClient(t, 'Ravi Kumar');
    const bookingId = await bookingEnded(client, lawyer);
    const made = await review(client, { bookingId, stars, text: 'Helpful.' });
    return { lawyer, client, id: made.body._id };
  }

  it('lets the reviewed lawyer reply once; a second reply is 409, anyone else 403, an unknown review 404', async () => {
    const { lawyer, client, id } = await reviewed();
    const other = await addLawyer(t);
    for (const who of [other, client]) {
      const refused = await t.api.post<Reply<object>>(`/api/reviews/${id}/reply`, { text: 'Hi' }, as(who));
      expect(refused.status).toBe(403);
    }
    const blank = await t.api.post<Reply<object>>(`/api/reviews/${id}/reply`, { text: '   ' }, as(lawyer));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: 'text' });
    const reply = await t.api.post<Review>(
      `/api/reviews/${id}/reply`,
      { text: ' Thank you, Ravi. ' },
      as(lawyer),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.reply).toEqual({ text: 'Thank you, Ravi.', createdAt: clock.now().toISOString() });
    const second = await t.api.post<Reply<object>>(`/api/reviews/${id}/reply`, { text: 'Again' }, as(lawyer));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already replied to this review.');
    expect((await list(client, lawyer)).body.items[0]!.reply!.text).toBe('Thank you, Ravi.');
    expect(await notices(client)).toContain('The lawyer replied to your review.');
    const unknown = await t.api.post(
      '/api/reviews/01HZ000000000000000000NONE/reply',
      { text: 'x' },
      as(lawyer),
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps no reply the client cannot be told of: the lawyer sends it again and the client is told once', async () => {
    const { lawyer, client, id } = await reviewed();
    const allowNotices = await refuseNotices(t.db);
    const failed = await t.api.post(`/api/reviews/${id}/reply`, { text: 'Thank you.' }, as(lawyer));
    expect(failed.status).toBe(500);
    expect((await list(client, lawyer)).body.items[0]!.reply).toBeNull();
    await allowNotices();
    const again = await t.api.post<Review>(`/api/reviews/${id}/reply`, { text: 'Thank you.' }, as(lawyer));
    expect(again.status).toBe(200);
    expect((await notices(client)).filter((m) => m === 'The lawyer replied to your review.')).toHaveLength(1);
  });

  it('takes a report from anyone signed in, once each; admins see it, hide it with a reason, the author is told, and it leaves the list and the figures; restoring brings it back', async () => {
    const { lawyer, client, id } = await reviewed(1);
    const second = await reviewed(5);
    // The second lawyer's other review keeps this lawyer's figures honest: one more 5-star review of the same lawyer.
    const keeper = await addClient(t);
    clock.advance(minute);
    const keeperBooking = await bookingEnded(keeper, lawyer);
    await review(keeper, { bookingId: keeperBooking, stars: 5 });
    const reporter = await addClient(t);

    expect((await t.api.post(`/api/reviews/${id}/report`, { reason: 'Abusive' })).status).toBe(401);
    const noReason = await t.api.post<Reply<object>>(`/api/reviews/${id}/report`, {}, as(reporter));
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('reason');
    const report = await t.api.post<Reply<object>>(
      `/api/reviews/${id}/report`,
      { reason: 'Abusive words' },
      as(reporter),
    );
    expect(report.status).toBe(201);
    expect(report.body.message).toBe('Thank you. An admin will look at this review.');
    expect((await t.api.post(`/api/reviews/${id}/report`, { reason: 'Again' }, as(reporter))).status).toBe(
      409,
    );
    expect((await t.api.post(`/api/reviews/${id}/report`, { reason: 'Not true' }, as(lawyer))).status).toBe(
      201,
    );

    expect((await t.api.get('/api/admin/reviews', as(reporter))).status).toBe(403);
    const queue = await t.api.get<AdminReviewPage>('/api/admin/reviews?status=reported', as(admin));
    const queued = queue.body.items.find((r) => r._id === id)!;
    expect(queued).toMatchObject({ stars: 1, hidden: false, lawyer: { _id: lawyer.id } });
    expect(queued.reports.map((r) => [r.reason, r.open]).sort()).toEqual([
      ['Abusive words', true],
      ['Not true', true],
    ]);
    expect(queue.body.items.find((r) => r._id === second.id)).toBeUndefined();

    expect((await list(reporter, lawyer)).body).toMatchObject({ total: 2, averageStars: 3 });
    const noWhy = await t.api.post<Reply<object>>(`/api/admin/reviews/${id}/hide`, { reason: '' }, as(admin));
    expect(noWhy.status).toBe(400);
    expect((await t.api.post(`/api/admin/reviews/${id}/hide`, { reason: 'x' }, as(lawyer))).status).toBe(403);
    const hidden = await t.api.post<AdminReview>(
      `/api/admin/reviews/${id}/hide`,
      { reason: 'Insulting language' },
      as(admin),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, moderationReason: 'Insulting language' });
    expect(hidden.body.reports.every((r) => !r.open)).toBe(true);
    expect(await notices(client)).toContain('Your review was hidden by an admin. Reason: Insulting language');

    // Hidden: not listed, not counted (list and profile alike), out of the reported queue, in the hidden tab.
    expect((await list(reporter, lawyer)).body).toMatchObject({ total: 1, reviewCount: 1, averageStars: 5 });
    expect((await list(reporter, lawyer)).body.items.map((r) => r._id)).not.toContain(id);
    expect((await profile(reporter, lawyer)).body).toMatchObject({ reviewCount: 1, averageStars: 5 });
    const reported = await t.api.get<AdminReviewPage>('/api/admin/reviews', as(admin));
    expect(reported.body.items.map((r) => r._id)).not.toContain(id);
    const hiddenTab = await t.api.get<AdminReviewPage>('/api/admin/reviews?status=hidden', as(admin));
    expect(hiddenTab.body.items.map((r) => r._id)).toContain(id);

    const restored = await t.api.post<AdminReview>(
      `/api/admin/reviews/${id}/restore`,
      { reason: 'Reviewed again: within the rules' },
      as(admin),
    );
    expect(restored.body).toMatchObject({
      hidden: false,
      moderationReason: 'Reviewed again: within the rules',
    });
    expect(await notices(client)).toContain(
      'Your review is shown again. Reason: Reviewed again: within the rules',
    );
    expect((await list(reporter, lawyer)).body).toMatchObject({ total: 2, averageStars: 3 });
    // Reports about a review that stays shown are closed too, and its author is told so.
    await t.api.post(`/api/reviews/${id}/report`, { reason: 'Still rude' }, as(keeper));
    const kept = await t.api.post<AdminReview>(
      `/api/admin/reviews/${id}/restore`,
      { reason: 'Strong words, but about the consultation' },
      as(admin),
    );
    expect(kept.body).toMatchObject({ hidden: false });
    expect(kept.body.reports.every((r) => !r.open)).toBe(true);
    expect(await notices(client)).toContain(
      'Your review was reported and an admin kept it shown. Reason: Strong words, but about the consultation',
    );
    expect(
      (await t.api.post('/api/admin/reviews/01HZ000000000000000000NONE/hide', { reason: 'x' }, as(admin)))
        .status,
    ).toBe(404);
  });
});

describe('after a consultation completes', () => {
  it('asks its client for a review: a notification and an e-mail', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    // Booked end 1 minute from now; the server's sweep completes it once the end (plus grace) has passed.
    const id = await bookingEnded(client, lawyer, -minute, 'confirmed');
    // A chat was opened in it (the sweep completes consultations that took place).
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: `S${id}`.slice(0, 26),
        booking_id: id,
        kind: 'chat',
        started_by: client.id,
        started_at: clock.now().toISOString(),
        connected_at: null,
        ended_at: null,
      })
      .execute();
    clock.advance(30 * minute);
    const status = await until(
      async () =>
        (await t.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
          .status,
      (s) => s === 'completed',
    );
    expect(status).toBe('completed');
    // The sweep writes the notice, then sends the e-mail: wait for each.
    expect(
      await until(
        () => notices(client),
        (n) => n.length > 0,
      ),
    ).toEqual([
      expect.stringMatching(/^How was your consultation with .+\? Write a review from Schedules\.$/),
    ]);
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', client.id).executeTakeFirstOrThrow()
    ).email;
    const mails = await until(
      () => t.db.selectFrom('demo_mails').select(['subject', 'text']).where('to_email', '=', email).execute(),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Review your consultation with /);
    expect(mails[0]!.text).toContain('within 60 days');
  });
});
