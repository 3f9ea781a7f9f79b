// A lawyer's earnings as the lawyer, the client and an admin meet them, on SQLite and PostgreSQL: the ledger of a
// consultation paid at booking appears once it completes (booked price, unused minutes refunded), the fee, GST
// and TDS rounded in whole paise, each line saying which TDS rate applied and why (5 % without a PAN, none within
// the year's ₹5,00,000 with one); the payout account and PAN masked and changed only with the password (or the 2FA code);
// weekly payouts paid once however many runs race, failures retried, a refund after a payout carried forward; the
// monthly statement PDF; the private calendar feed; clients get 403.
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Earnings, PayoutAccountReply, PayoutPage, PayoutsDue } from '@contract';
import { queueRefund } from '../../services/refunds';
import { grantAdmin } from '../../services/admins';
import { percentOf, runPayouts, splitGross, type PayoutDeps } from '../../services/earnings';
import { demoPayoutGateway, type PayoutGateway } from '../../services/payments/payoutGateway';
import { hashPassword } from '../../services/passwords';
import { currentTotp, encryptSecret } from '../../services/twoFactor';
import { createMailer } from '../../services/mail';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  type Person,
} from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { pdfText } from '../../test/pdfText';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../test/until';

// Monday 7 January 2030, 09:30 in India; Tuesday's 10:00 IST slot starts 2030-01-08T04:30Z.
const tuesday = '2030-01-08';
const tuesdayTen = Date.parse('2030-01-08T04:30:00Z');
const minute = 60_000;
const password = 'Lawyer@2030!';

let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let client: Person;

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  // A 12.5 % platform fee (the launch offer is 0 %): the rounding of fee and GST shows.
  t = await createTestApp({ clock, seed: false, env: { LEXSETU_PLATFORM_FEE_PERCENT: '12.5' } });
  lawyer = await addLawyer(t, 'verified', 3337); // ₹33.37 a minute: 30 minutes are ₹1,001.10
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', lawyer.id)
    .execute();
  client = await addClient(t, 'Kavya Client');
  await pastFreeFirstConsultation(t, client, lawyer);
});
afterEach(() => t.close());

const earnings = (period = 'all', who = lawyer) =>
  t.api.get<Earnings>(`/api/earnings?period=${period}`, { token: who.token });

/** A paid consultation with a call of `callMinutes`, completed by the server's sweep at its booked end. */
async function consultation(
  slot: string,
  callMinutes: number,
  startsAt: number,
  date = tuesday,
): Promise<string> {
  const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date, slot });
  expect(booked.body.pricePaise).toBe(100110);
  await t.db
    .updateTable('bookings')
    .set({ lawyer_joined_at: new Date(startsAt).toISOString() })
    .where('id', '=', booked.body._id)
    .execute();
  await t.db
    .insertInto('consultation_sessions')
    .values({
      id: `01HZ00000000000000SE${date.slice(8)}${slot.replace(':', '')}`,
      booking_id: booked.body._id,
      kind: 'call',
      started_by: client.id,
      started_at: new Date(startsAt).toISOString(),
      connected_at: new Date(startsAt).toISOString(),
      ended_at: new Date(startsAt + callMinutes * minute).toISOString(),
    })
    .execute();
  return booked.body._id;
}

async function completeAll(until_: number) {
  clock.advance(until_ - clock.now().getTime());
  // The consultations held (a call or a chat) and over: what the sweep completes. Not the free first one
  // set-up has (pastFreeFirstConsultation) and nobody attended.
  const open = await until(
    () =>
      t.db
        .selectFrom('bookings as b')
        .select('b.id')
        .where('b.status', '=', 'confirmed')
        .where('b.end_at', '<=', new Date(until_ - 5 * minute).toISOString())
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('consultation_sessions as cs')
              .select('cs.id')
              .whereRef('cs.booking_id', '=', 'b.id'),
          ),
        )
        .execute(),
    (rows) => rows.length === 0,
  );
  expect(open, 'bookings the sweep has not completed').toEqual([]);
  const pending = await until(
    () => t.db.selectFrom('refunds').select('status').where('status', '=', 'pending').execute(),
    (rows) => rows.length === 0,
  );
  expect(pending, 'refunds still pending').toEqual([]);
}

const payoutDeps = (gateway: PayoutGateway = demoPayoutGateway): PayoutDeps => ({
  ...t.deps,
  gateway,
  mailer: createMailer(t.deps),
});

const saveAccount = (body: Record<string, unknown>, who = lawyer) =>
  t.api.send<PayoutAccountReply & { message?: string; field?: string }>(
    'PUT',
    '/api/earnings/payout-account',
    {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
    },
  );
const bank = { kind: 'bank', holderName: 'Adv Test', ifsc: 'hdfc0001234', accountNumber: '123456789012' };

describe('paise arithmetic', () => {
  it('rounds half away from zero from an exact product, and a refund reverses a payment exactly', () => {
    expect(percentOf(50, 100)).toBe(1); // 0.5 paise → 1
    expect(percentOf(49, 100)).toBe(0); // 0.49 → 0
    expect(percentOf(-50, 100)).toBe(-1);
    expect(percentOf(0, 1800)).toBe(0);
    expect(percentOf(9_007_199_254_740, 10000)).toBe(9_007_199_254_740);
    expect(() => percentOf(0.5, 100)).toThrow();
    // 0 % launch offer: no fee, no GST; TDS 0.1 % of gross: 100.11 → 100.
    expect(splitGross(100110, 0, 10)).toEqual({
      grossPaise: 100110,
      feePaise: 0,
      gstPaise: 0,
      tdsPaise: 100,
      netPaise: 100010,
    });
    const paid = splitGross(100110, 1250, 500);
    const refunded = splitGross(-100110, 1250, 500);
    for (const k of Object.keys(paid) as (keyof typeof paid)[]) expect(paid[k] + refunded[k]).toBe(0);
  });
});

describe('GET /api/earnings', () => {
  it('answers 403 to a client and 401 without a login', async () => {
    expect((await earnings('all', client)).status).toBe(403);
    expect((await t.api.get('/api/earnings/payouts', { token: client.token })).status).toBe(403);
    expect((await t.api.get('/api/earnings/payout-account', { token: client.token })).status).toBe(403);
    expect((await saveAccount({ ...bank, password }, client)).status).toBe(403);
    expect((await t.api.get('/api/admin/payouts', { token: lawyer.token })).status).toBe(403);
    expect((await t.api.get('/api/earnings')).status).toBe(401);
    expect((await earnings('year')).status).toBe(400);
  });

  it('shows a paid consultation once it completes: booked price, unused minutes refunded, fee, GST, TDS, net', async () => {
    await consultation('10:00', 10, tuesdayTen);
    const before = await earnings();
    expect(before.status).toBe(200);
    expect(before.body.lines).toEqual([]);
    expect(before.body.balances.balancePaise).toBe(0);

    await completeAll(tuesdayTen + 40 * minute);
    const after = (await earnings()).body;
    // ₹1,001.10 booked; 20 unused minutes × ₹33.37 = ₹667.40 refunded. No PAN given: TDS 5 %.
    expect(
      after.lines.map((l) => [l.kind, l.grossPaise, l.feePaise, l.gstPaise, l.tdsPaise, l.netPaise]),
    ).toEqual([
      // 66740 × 12.5 % = 8342.5 → 8343; GST 18 % of 8343 = 1501.74 → 1502; TDS 5 % = 3337.
      ['refund', -66740, -8343, -1502, -3337, -53558],
      // 100110 × 12.5 % = 12513.75 → 12514; GST 2252.52 → 2253; TDS 5005.5 → 5006.
      ['consultation', 100110, 12514, 2253, 5006, 80337],
    ]);
    expect(after.lines.map((l) => [l.tdsBasisPoints, l.tdsReason])).toEqual([
      [500, 'TDS 5 %: no PAN given'],
      [500, 'TDS 5 %: no PAN given'],
    ]);
    expect(after.lines[1]).toMatchObject({
      counterpart: 'Kavya Client',
      description: 'Consultation: Lease review',
    });
    expect(after.totals).toEqual({
      grossPaise: 33370,
      feePaise: 4171,
      gstPaise: 751,
      tdsPaise: 1669,
      netPaise: 26779,
    });
    expect(after).toMatchObject({ feeBasisPoints: 1250, gstBasisPoints: 1800, panGiven: false });
    expect(after.balances).toEqual({
      earnedPaise: 26779,
      paidOutPaise: 0,
      inTransitPaise: 0,
      balancePaise: 26779,
    });
    expect(after.statementMonths).toEqual(['2030-01']);
    expect(after.chart.at(-1)).toEqual({ label: '2030-01', netPaise: 26779 });
    const week = (await earnings('week')).body;
    expect(week.chart.map((c) => c.label)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(week.chart[1]!.netPaise).toBe(26779);
    expect(week.totals.netPaise).toBe(26779);

    // The monthly statement lists the same lines.
    const pdf = await fetch(`${t.url}/api/earnings/statement/2030-01.pdf`, {
      headers: { Authorization: `Bearer ${lawyer.token}` },
    });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('EARNINGS STATEMENT');
    expect(text).toContain('Consultation: Lease review');
    expect(text).toContain('₹803.37');
    expect(text).toContain('-₹535.58');
    expect(text).toContain('₹267.79');
    // Under each line, the TDS rate that applied and why.
    expect(text.filter((l) => l === 'TDS 5 %: no PAN given')).toHaveLength(2);
    const bad = await fetch(`${t.url}/api/earnings/statement/2030-13.pdf`, {
      headers: { Authorization: `Bearer ${lawyer.token}` },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the payout account', () => {
  it('needs the password, checks IFSC and number, stores and answers it masked, and mails the lawyer', async () => {
    expect((await saveAccount(bank)).body).toMatchObject({
      message: 'Enter your password to change your payout settings.',
    });
    expect((await saveAccount({ ...bank, password: 'wrong' })).status).toBe(400);
    const badIfsc = await saveAccount({ ...bank, ifsc: 'HDFC1234', password });
    expect(badIfsc.status).toBe(400);
    expect(badIfsc.text).toContain('IFSC');
    expect((await saveAccount({ ...bank, accountNumber: '12ab', password })).text).toContain(
      'Account number',
    );
    // The demo penny drop refuses numbers ending in 0000.
    const refused = await saveAccount({ ...bank, accountNumber: '123456780000', password });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('could not verify');

    const saved = await saveAccount({ ...bank, password });
    expect(saved.status).toBe(200);
    expect(saved.body.account).toMatchObject({ kind: 'bank', ifsc: 'HDFC0001234', masked: 'XXXXXXXX9012' });
    expect(saved.body.account!.verifiedAt).not.toBeNull();
    expect(saved.text).not.toContain('123456789012');
    const read = await t.api.get<PayoutAccountReply>('/api/earnings/payout-account', { token: lawyer.token });
    expect(read.text).not.toContain('123456789012');
    const row = await t.db.selectFrom('payout_accounts').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('123456789012');
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', lawyer.id).executeTakeFirstOrThrow()
    ).email;
    const mails = await t.db
      .selectFrom('demo_mails')
      .select(['subject', 'text'])
      .where('to_email', '=', email)
      .execute();
    expect(mails.find((m) => m.subject === 'LexSetu payout account changed')?.text).toContain('XXXXXXXX9012');
    expect(JSON.stringify(mails)).not.toContain('123456789012');

    const upi = await saveAccount({ kind: 'upi', holderName: 'Adv Test', upiId: 'advtest@okhdfc', password });
    expect(upi.body.account).toMatchObject({ kind: 'upi', masked: 'ad***@okhdfc', ifsc: null });
    expect((await saveAccount({ kind: 'upi', holderName: 'Adv Test', upiId: 'nope', password })).status).toBe(
      400,
    );
  });

  it('with 2FA on, needs the authenticator code instead of the password', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DP';
    await t.db
      .insertInto('two_factor')
      .values({
        user_id: lawyer.id,
        secret_enc: encryptSecret(secret, t.config.jwtSecret),
        enabled_at: clock.now().toISOString(),
        created_at: clock.now().toISOString(),
      })
      .execute();
    const withPassword = await saveAccount({ ...bank, password });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body).toMatchObject({
      message: 'Enter the 6-digit code of your authenticator app.',
    });
    expect((await saveAccount({ ...bank, code: '000000' })).status).toBe(400);
    const ok = await saveAccount({ ...bank, code: currentTotp(secret, clock.now().getTime()) });
    expect(ok.status).toBe(200);
    expect(ok.body.twoFactor).toBe(true);
  });
});

const savePan = (body: Record<string, unknown>, who = lawyer) =>
  t.api.send<PayoutAccountReply & { message?: string }>('PUT', '/api/earnings/pan', {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` },
  });

describe('TDS and the PAN', () => {
  it('takes a PAN checked and confirmed, keeps it encrypted, and lines from then on say no TDS within ₹5,00,000', async () => {
    expect((await savePan({ pan: 'ABCDE1234F', password }, client)).status).toBe(403);
    expect((await savePan({ pan: 'ABCDE1234F' })).body).toMatchObject({
      message: 'Enter your password to change your payout settings.',
    });
    expect((await savePan({ pan: 'ABCDE1234F', password: 'wrong' })).status).toBe(400);
    for (const pan of ['ABCD1234F', 'ABCDE12345', '12345ABCDF', 'ABCDE1234FG']) {
      const refused = await savePan({ pan, password });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('PAN must be 5 letters, 4 digits and a letter');
    }
    expect(await t.db.selectFrom('pans').select('user_id').execute()).toEqual([]);
    // A consultation earned before the PAN was given keeps its 5 % (section 206AA: no PAN when credited).
    await consultation('10:00', 30, tuesdayTen);
    await completeAll(tuesdayTen + 40 * minute);
    expect((await earnings()).body).toMatchObject({ panGiven: false });
    const saved = await savePan({ pan: ' abcde1234f ', password });
    expect(saved.status).toBe(200);
    expect(saved.body.pan).toEqual({ masked: 'XXXXXX234F', givenAt: clock.now().toISOString() });
    expect(saved.text).not.toContain('ABCDE1234F');
    const row = await t.db.selectFrom('pans').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('ABCDE1234F');
    const read = await t.api.get<PayoutAccountReply>('/api/earnings/payout-account', { token: lawyer.token });
    expect(read.body.pan).toMatchObject({ masked: 'XXXXXX234F' });

    const next = Date.parse('2030-01-15T05:30:00Z');
    await consultation('11:00', 30, next, '2030-01-15');
    await completeAll(next + 40 * minute);
    const after = (await earnings()).body;
    expect(after.panGiven).toBe(true);
    expect(after.lines.map((l) => [l.date.slice(0, 10), l.tdsPaise, l.netPaise, l.tdsReason])).toEqual([
      ['2030-01-15', 0, 85343, 'No TDS: gross this financial year within ₹5,00,000'],
      ['2030-01-08', 5006, 80337, 'TDS 5 %: no PAN given'],
    ]);

    const pdf = await fetch(`${t.url}/api/earnings/statement/2030-01.pdf`, {
      headers: { Authorization: `Bearer ${lawyer.token}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('No TDS: gross this financial year within ₹5,00,000');
    expect(text).toContain('TDS 5 %: no PAN given');

    // The payout says what it paid out under each rule, on the screen and in the mail.
    expect((await saveAccount({ ...bank, password })).status).toBe(200);
    expect(await runPayouts(payoutDeps())).toBe(1);
    const [payout] = (await t.api.get<PayoutPage>('/api/earnings/payouts', { token: lawyer.token })).body
      .items;
    expect(payout).toMatchObject({ amountPaise: 80337 + 85343 });
    expect(payout!.tds).toEqual([
      { reason: 'TDS 5 %: no PAN given', grossPaise: 100110, tdsPaise: 5006 },
      { reason: 'No TDS: gross this financial year within ₹5,00,000', grossPaise: 100110, tdsPaise: 0 },
    ]);
    const mail = await t.db
      .selectFrom('demo_mails')
      .select('text')
      .where('subject', '=', 'LexSetu payout sent')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('- TDS 5 %: no PAN given: ₹1,001.10/- gross, ₹50.06/- TDS');
    expect(mail.text).toContain(
      '- No TDS: gross this financial year within ₹5,00,000: ₹1,001.10/- gross, ₹0/- TDS',
    );
  });
});

describe('weekly payouts', () => {
  it('pay the balance once however many runs race, and a refund after the payout is carried forward', async () => {
    const id = await consultation('10:00', 30, tuesdayTen); // every booked minute used: nothing refunded
    await completeAll(tuesdayTen + 40 * minute);
    expect((await saveAccount({ ...bank, password })).status).toBe(200);
    const net = (await earnings()).body.balances.balancePaise;
    expect(net).toBe(80337);

    const created = await Promise.all(Array.from({ length: 6 }, () => runPayouts(payoutDeps())));
    expect(created.reduce((a, b) => a + b, 0)).toBe(1);
    const payouts = await t.api.get<PayoutPage>('/api/earnings/payouts', { token: lawyer.token });
    expect(payouts.body.items).toHaveLength(1);
    expect(payouts.body.items[0]).toMatchObject({
      amountPaise: 80337,
      status: 'paid',
      week: '2030-01-07',
      accountMasked: 'XXXXXXXX9012',
      attempts: 1,
      tds: [{ reason: 'TDS 5 %: no PAN given', grossPaise: 100110, tdsPaise: 5006 }],
    });
    expect((await earnings()).body.balances).toEqual({
      earnedPaise: 80337,
      paidOutPaise: 80337,
      inTransitPaise: 0,
      balancePaise: 0,
    });
    // Again the same week: nothing more.
    expect(await runPayouts(payoutDeps())).toBe(0);

    // A refund after the payout (support gives ₹500 back): the balance goes negative and is carried forward.
    const payment = await t.db
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select('payments.id')
      .where('payment_orders.booking_id', '=', id)
      .executeTakeFirstOrThrow();
    await queueRefund(
      t.db,
      { paymentId: payment.id, bookingId: id, reason: 'lawyer_no_show', amountPaise: 50000 },
      clock.now(),
    );
    const negative = (await earnings()).body;
    // −50000 + 6250 fee + 1125 GST + 2500 TDS back (5 %, as the payment it refunds).
    expect(negative.lines[0]).toMatchObject({ kind: 'refund', grossPaise: -50000, netPaise: -40125 });
    expect(negative.balances.balancePaise).toBe(-40125);
    clock.advance(7 * 24 * 60 * minute); // next week: nothing is paid while negative
    expect(await runPayouts(payoutDeps())).toBe(0);
    const due = await t.api.get<PayoutsDue>('/api/admin/payouts', { token: await adminToken() });
    expect(due.body.due.find((d) => d._id === lawyer.id)).toBeUndefined();

    // The next consultation's earning pays back the carried amount first.
    const next = Date.parse('2030-01-15T05:30:00Z');
    await consultation('11:00', 30, next, '2030-01-15');
    await completeAll(next + 40 * minute);
    expect((await earnings()).body.balances.balancePaise).toBe(80337 - 40125);
    expect(await runPayouts(payoutDeps())).toBe(1);
    const history = (await t.api.get<PayoutPage>('/api/earnings/payouts', { token: lawyer.token })).body
      .items;
    expect(history.map((p) => [p.week, p.amountPaise, p.status])).toEqual([
      ['2030-01-14', 40212, 'paid'],
      ['2030-01-07', 80337, 'paid'],
    ]);
    // The second paid out the new earning less the refund: 100110 − 50000 gross, 5006 − 2500 TDS.
    expect(history[0]!.tds).toEqual([{ reason: 'TDS 5 %: no PAN given', grossPaise: 50110, tdsPaise: 2506 }]);
  });

  it('retry a failed payout with the same idempotency key, and admins see failed payouts', async () => {
    await consultation('10:00', 30, tuesdayTen);
    await completeAll(tuesdayTen + 40 * minute);
    expect((await saveAccount({ ...bank, password })).status).toBe(200);
    const keys: string[] = [];
    let fail = true;
    const flaky: PayoutGateway = {
      name: 'demo',
      verifyAccount: demoPayoutGateway.verifyAccount,
      async payout(input) {
        keys.push(input.idempotencyKey);
        if (fail) throw new Error('Beneficiary bank is down');
        return { gatewayPayoutId: `pout_${input.idempotencyKey}`, status: 'paid' };
      },
    };
    expect(await runPayouts(payoutDeps(flaky))).toBe(1);
    const admin = await adminToken();
    const due = await t.api.get<PayoutsDue>('/api/admin/payouts', { token: admin });
    expect(due.body.items).toHaveLength(1);
    expect(due.body.items[0]).toMatchObject({
      status: 'failed',
      failure: 'Beneficiary bank is down',
      attempts: 1,
    });
    // Still owed: not paid again as a new payout, not retried before its wait.
    expect((await earnings()).body.balances).toMatchObject({ inTransitPaise: 80337, balancePaise: 0 });
    fail = false;
    await runPayouts(payoutDeps(flaky));
    expect(keys).toHaveLength(1);
    clock.advance(11 * minute);
    await Promise.all([runPayouts(payoutDeps(flaky)), runPayouts(payoutDeps(flaky))]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const [paid] = (await t.api.get<PayoutPage>('/api/earnings/payouts', { token: lawyer.token })).body.items;
    expect(paid).toMatchObject({ status: 'paid', attempts: 2, failure: null, amountPaise: 80337 });
    expect(await t.db.selectFrom('payouts').select('id').execute()).toHaveLength(1);
    const retryPaid = await t.api.post(`/api/admin/payouts/${paid!._id}/retry`, undefined, { token: admin });
    expect(retryPaid.status).toBe(400);
  });
});

async function adminToken(): Promise<string> {
  const admin = await addClient(t, 'Admin Person');
  await grantAdmin(t.db, admin.id, t.deps.clock.now());
  return admin.token;
}

describe('the private calendar feed', () => {
  it('is made, read by any calendar with its secret, regenerated and revoked', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    expect(
      (await t.api.get<{ url: string | null }>('/api/calendar-feed', { token: client.token })).body.url,
    ).toBeNull();
    const made = await t.api.post<{ url: string }>('/api/calendar-feed', undefined, { token: client.token });
    expect(made.body.url).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await t.api.get<{ url: string }>('/api/calendar-feed', { token: client.token })).body.url).toBe(
      made.body.url,
    );
    const feed = await fetch(`${t.url}${made.body.url}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const uids = calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));
    expect(uids).toContain(`booking-${booked.body._id}@lexsetu.in`);

    const again = await t.api.post<{ url: string }>('/api/calendar-feed', undefined, { token: client.token });
    expect(again.body.url).not.toBe(made.body.url);
    expect((await fetch(`${t.url}${made.body.url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${again.body.url}`)).status).toBe(200);
    expect(
      (
        await t.api.send('DELETE', '/api/calendar-feed', {
          headers: { Authorization: `Bearer ${client.token}` },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${t.url}${again.body.url}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/calendar/nothing.ics`)).status).toBe(404);
  });
});
