// Refer & earn as a referrer meets it: the personal code and link, the friends who joined through it, and a
// reward that waits (pending) until the friend's payment can no longer be refunded in full — the consultation
// took place, the document order was approved, the premium plan ran 7 days, part of it was kept — and that a
// full refund first cancels.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  referralRewardPaise,
  referralSummarySchema,
  type Booking,
  type ReferralSummary,
  type ServiceOrder,
} from '@contract';
import { addLawyer, bookAndPay, payOrder, type Person } from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';
import { liveBooking } from '../../test/realtimeClient';
import { tinyPdf } from '../../test/sampleFiles';
import { until } from '../../test/until';
import { recordReferral } from '../../services/referrals';

// Monday 7 January 2030, 09:30 in India; Tuesday's 10:00 IST slot starts 2030-01-08T04:30Z.
const tuesday = '2030-01-08';
const tuesdayTen = Date.parse('2030-01-08T04:30:00Z');
const minute = 60_000;
const day = 24 * 3600_000;
const password = 'Nyaya#Setu2024';

let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let n = 0;

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  lawyer = await addLawyer(t); // ₹40 a minute: 30 minutes are ₹1,200
});
afterEach(() => t.close());

async function signUp(referralCode?: string): Promise<Person> {
  const email = `ref${++n}.${Date.now()}@example.in`;
  const registered = await t.api.post('/api/register', { email, password, role: 'consumer', referralCode });
  expect(registered.status).toBe(201);
  const { token } = (await t.api.post<{ token: string }>('/api/login', { email, password })).body;
  const { id } = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id, token };
}

const summary = async (who: Person) =>
  referralSummarySchema.parse((await t.api.get('/api/referrals', { token: who.token })).body);

/** The referrer and a friend who joined through their link. */
async function referrerAndFriend() {
  const referrer = await signUp();
  const friend = await signUp((await summary(referrer)).code.toLowerCase());
  return { referrer, friend };
}

const rewardOf = async (referrer: Person) => {
  const s = await summary(referrer);
  return { status: s.items[0]!.rewardStatus, total: s.totalRewardPaise };
};

const rewardNotices = (referrer: Person) =>
  t.db
    .selectFrom('notifications')
    .select('message')
    .where('user_id', '=', referrer.id)
    .where('kind', '=', 'referral')
    .execute();

/** The friend's free first consultation is behind them: the next one is priced, booked and paid. */
async function paidConsultation(friend: Person): Promise<Booking> {
  await liveBooking(t, friend, lawyer, { now: new Date(clock.now().getTime() - day), status: 'completed' });
  const booked = await bookAndPay(t, friend, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
  expect(booked.body).toMatchObject({ status: 'confirmed', pricePaise: 120000 });
  return booked.body;
}

describe('refer & earn', () => {
  it('gives a personal code and link, lists who joined, and ignores unknown codes and one’s own', async () => {
    const { referrer } = await referrerAndFriend();
    await signUp('NOSUCHCODE'); // ignored, sign-up still works
    const mine = await summary(referrer);
    expect(mine.link).toBe(`/account-creation/consumer?ref=${mine.code}`);
    expect((await summary(referrer)).code).toBe(mine.code);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ rewardStatus: 'none', rewardPaise: null });
    expect(await recordReferral(t.db, mine.code, referrer.id, clock.now())).toBe(false);
    expect((await t.api.get('/api/referrals')).status).toBe(401);
  });

  it('pages the people referred newest first, nothing repeated or skipped; the total counts them all', async () => {
    const referrer = await signUp();
    const { code } = await summary(referrer);
    const friends: string[] = [];
    for (let i = 0; i < 5; i++) {
      friends.push((await signUp(code)).id);
      clock.advance(minute);
    }
    const rewarded = friends[0]!;
    await t.db
      .updateTable('referrals')
      .set({ reward_paise: referralRewardPaise, rewarded_at: clock.now().toISOString() })
      .where('referred_id', '=', rewarded)
      .execute();
    const walked = await walkPages<ReferralSummary['items'][number]>(t, '/api/referrals', referrer.token, 2);
    expect(walked.pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const whole = referralSummarySchema.parse(
      (await t.api.get('/api/referrals?limit=2', { token: referrer.token })).body,
    );
    expect(whole.totalRewardPaise).toBe(referralRewardPaise);
    expect(walked.items.map((r) => r.rewardStatus)).toEqual(['none', 'none', 'none', 'none', 'credited']);
    expect(new Set(walked.items.map((r) => r._id)).size).toBe(5);
  });

  it('keeps the reward pending while the consultation is ahead, and credits it once it took place', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const booking = await paidConsultation(friend);
    expect(await rewardOf(referrer)).toEqual({ status: 'pending', total: 0 });
    expect(await rewardNotices(referrer)).toEqual([]);

    // They met: the lawyer came, a 20-minute call ran, then the booked time ended.
    await t.db
      .updateTable('bookings')
      .set({ lawyer_joined_at: new Date(tuesdayTen).toISOString() })
      .where('id', '=', booking._id)
      .execute();
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ0000000000000000SESS01',
        booking_id: booking._id,
        kind: 'call',
        started_by: friend.id,
        started_at: new Date(tuesdayTen).toISOString(),
        connected_at: new Date(tuesdayTen).toISOString(),
        ended_at: new Date(tuesdayTen + 20 * minute).toISOString(),
      })
      .execute();
    clock.advance(tuesdayTen + 40 * minute - clock.now().getTime());
    await until(
      () => rewardOf(referrer),
      (r) => r.status !== 'pending',
    );
    expect(await rewardOf(referrer)).toEqual({ status: 'credited', total: referralRewardPaise });
    expect(await rewardNotices(referrer)).toHaveLength(1);
    // The friend does not see the referrer's list.
    expect((await summary(friend)).items).toEqual([]);
  });

  it('cancels the reward when the payment is refunded in full first, and credits a later one kept in part', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const booking = await paidConsultation(friend);
    // Cancelled a day ahead: everything goes back.
    const cancel = (id: string) =>
      t.api.post<Booking>(`/api/bookings/${id}/cancel`, undefined, { token: friend.token });
    expect((await cancel(booking._id)).body.refund).toMatchObject({ amountPaise: 120000 });
    expect(await rewardOf(referrer)).toEqual({ status: 'cancelled', total: 0 });

    // Booked again and cancelled within 24 hours: half is kept, so this payment can no longer go back whole.
    const again = await bookAndPay(t, friend, { lawyerId: lawyer.id, date: tuesday, slot: '11:00' });
    expect(await rewardOf(referrer)).toEqual({ status: 'pending', total: 0 });
    clock.advance(tuesdayTen - 2 * 3600_000 - clock.now().getTime());
    expect((await cancel(again.body._id)).body.refund).toMatchObject({ amountPaise: 60000 });
    expect(await rewardOf(referrer)).toEqual({ status: 'credited', total: referralRewardPaise });
  });

  it('credits a premium plan once it has run 7 days; one cancelled earlier gives back its unused days and earns nothing', async () => {
    const kept = await referrerAndFriend();
    const dropped = await referrerAndFriend();
    await payOrder(t, kept.friend, { plan: 'monthly' });
    await payOrder(t, dropped.friend, { plan: 'monthly' });
    expect(await rewardOf(kept.referrer)).toEqual({ status: 'pending', total: 0 });

    clock.advance(2 * day);
    const cancelled = await t.api.post('/api/subscription/cancel', undefined, {
      token: dropped.friend.token,
    });
    expect(cancelled.status).toBe(200);
    expect(await rewardOf(dropped.referrer)).toEqual({ status: 'cancelled', total: 0 });

    clock.advance(5 * day - minute); // a minute short of 7 days
    await new Promise((r) => setTimeout(r, 1_500)); // a sweep or two pass
    expect(await rewardOf(kept.referrer)).toEqual({ status: 'pending', total: 0 });
    clock.advance(2 * minute);
    await until(
      () => rewardOf(kept.referrer),
      (r) => r.status !== 'pending',
    );
    expect(await rewardOf(kept.referrer)).toEqual({ status: 'credited', total: referralRewardPaise });
    expect(await rewardOf(dropped.referrer)).toEqual({ status: 'cancelled', total: 0 });
  });

  it('credits a document order once the client approves it', async () => {
    const { referrer, friend } = await referrerAndFriend();
    const as = (who: Person) => ({ token: who.token });
    const nda = (await t.api.get<{ _id: string }>('/api/services/nda')).body;
    const order = await t.api.post<ServiceOrder>('/api/service-orders', { serviceId: nda._id }, as(friend));
    await payOrder(t, friend, { serviceOrderId: order.body._id });
    expect(await rewardOf(referrer)).toEqual({ status: 'pending', total: 0 });

    const form = (fields: Record<string, string>, file?: Buffer) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      if (file) body.append('file', new Blob([new Uint8Array(file)]), 'nda.pdf');
      return body;
    };
    const send = (who: Person, method: string, path: string, body: FormData) =>
      fetch(t.url + path, { method, body, headers: { Authorization: `Bearer ${who.token}` } });
    const answers = {
      disclosing: 'Acme Pvt Ltd, Bengaluru',
      receiving: 'Vendor LLP, Chennai',
      purpose: 'Evaluating a supply deal',
      term: '2 years',
      effectiveDate: '2030-03-10',
    };
    const path = `/api/service-orders/${order.body._id}`;
    expect(
      (await send(friend, 'PUT', `${path}/details`, form({ answers: JSON.stringify(answers) }))).status,
    ).toBe(200);
    expect((await t.api.post(`${path}/accept`, {}, as(lawyer))).status).toBe(200);
    expect((await send(lawyer, 'POST', `${path}/deliveries`, form({ note: '' }, tinyPdf))).status).toBe(201);
    expect(await rewardOf(referrer)).toEqual({ status: 'pending', total: 0 });
    expect((await t.api.post(`${path}/approve`, {}, as(friend))).status).toBe(200);
    expect(await rewardOf(referrer)).toEqual({ status: 'credited', total: referralRewardPaise });
  });

  it('earns nothing for a payment later than 30 days after registering', async () => {
    const { referrer, friend } = await referrerAndFriend();
    clock.advance(31 * day);
    await payOrder(t, friend, { plan: 'monthly' });
    clock.advance(8 * day);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await rewardOf(referrer)).toEqual({ status: 'none', total: 0 });
  });
});
