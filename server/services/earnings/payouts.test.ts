// Weekly payouts (services/earnings/) with a gateway the test controls: nothing is paid out of nothing, a
// failed payout is sent again only after its wait and at most five times, a payout is sent only from pending or
// failed and settled once, the gateway's later answer is asked only of its own payouts, and only admins see and
// retry what is due (the admin pages are declared admin: mount refuses a lawyer).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadConfig } from '../../config';
import { newId } from '../../db/ids';
import type { PayoutsTable, UserRow } from '../../db/schema';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  type Person,
} from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { refuseNotices } from '../../test/refuseNotices';
import {
  maxPayoutAttempts,
  payoutsDue,
  payoutsOf,
  retryPayout,
  runPayouts,
  sendPayout,
  settlePayout,
  type PayoutDeps,
} from '.';
import type { PayoutGateway } from '../payments/payoutGateway';
import { payoutGatewayFor } from '../payments/payoutRail';
import type { Mail } from '../mail';
import { encryptSecret } from '../twoFactor';

const minute = 60_000;
let t: TestApp;
let clock: TestClock;
let mails: Mail[];
let sent: { idempotencyKey: string; amountPaise: number; reference: string; account: unknown }[];
let answer: Awaited<ReturnType<PayoutGateway['payout']>> | Error | string;

/** A gateway that records what it is sent and answers `answer` (or throws it). */
const gateway: PayoutGateway = {
  name: 'testrail',
  verifyAccount: async () => ({ verified: true }),
  async payout(input) {
    sent.push(input);
    if (typeof answer === 'string' || answer instanceof Error) throw answer;
    return answer;
  },
};

const deps = (rail: PayoutGateway = gateway): PayoutDeps => ({
  ...t.deps,
  gateway: rail,
  mailer: {
    send: async (mail) => {
      mails.push(mail);
    },
  },
});

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  mails = [];
  sent = [];
  answer = { gatewayPayoutId: 'gp_1', status: 'paid' };
});
afterEach(() => t.close());

/** A verified bank account ending in `last4` for the lawyer. */
async function account(lawyer: Person, number = '123456789012') {
  const at = clock.now().toISOString();
  await t.db
    .insertInto('payout_accounts')
    .values({
      user_id: lawyer.id,
      kind: 'bank',
      holder_name: 'Adv Test',
      ifsc: 'HDFC0001234',
      number_enc: encryptSecret(number, t.config.jwtSecret),
      masked: `XXXXXXXX${number.slice(-4)}`,
      verified_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        number_enc: encryptSecret(number, t.config.jwtSecret),
        masked: `XXXXXXXX${number.slice(-4)}`,
      }),
    )
    .execute();
}

/** A lawyer who earned ₹1,140/- (a ₹1,200 consultation, 5 % TDS without a PAN, no platform fee), not yet paid. */
async function earningLawyer(): Promise<Person> {
  const lawyer = await addLawyer(t); // ₹40 a minute
  const client = await addClient(t);
  await pastFreeFirstConsultation(t, client, lawyer);
  const paid = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-01-08', slot: '10:00' });
  await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', paid.body._id).execute();
  return lawyer;
}

/** A payout row as a run left it (each of an earlier week). */
let weeksBack = 0;
async function payoutRow(lawyer: Person, values: Partial<Insertable<PayoutsTable>> = {}) {
  const id = newId();
  weeksBack += 1;
  await t.db
    .insertInto('payouts')
    .values({
      id,
      lawyer_id: lawyer.id,
      week: new Date(Date.parse('2029-12-31T00:00:00Z') - weeksBack * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10),
      amount_paise: 50000,
      status: 'failed',
      gateway: gateway.name,
      gateway_payout_id: null,
      idempotency_key: id,
      account_masked: 'XXXXXXXX9012',
      attempts: 1,
      failure: 'Beneficiary bank is down',
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
      paid_at: null,
      ...values,
    })
    .execute();
  return id;
}
const payout = (id: string) =>
  t.db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const page = { query: { limit: 20 } };
const userRow = (who: Person): Promise<UserRow> =>
  t.db.selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();

describe('the weekly run', () => {
  it('pays nothing to a lawyer whose balance is zero, and nothing to one with earnings but no account', async () => {
    const idle = await addLawyer(t);
    await account(idle);
    const unpaid = await earningLawyer(); // no payout account
    expect(await runPayouts(deps())).toBe(0);
    expect(await t.db.selectFrom('payouts').select('id').execute()).toEqual([]);
    expect(sent).toEqual([]);
    // With an account, the balance is paid: the whole of it, to that account, once.
    await account(unpaid);
    expect(await runPayouts(deps())).toBe(1);
    expect(sent).toEqual([
      {
        idempotencyKey: expect.any(String),
        amountPaise: 114000,
        reference: sent[0]!.idempotencyKey,
        account: { kind: 'bank', holderName: 'Adv Test', ifsc: 'HDFC0001234', accountNumber: '123456789012' },
      },
    ]);
    const [row] = await t.db.selectFrom('payouts').selectAll().execute();
    expect(row).toMatchObject({
      id: sent[0]!.reference,
      lawyer_id: unpaid.id,
      week: '2030-01-07',
      amount_paise: 114000,
      status: 'paid',
      gateway: 'testrail',
      gateway_payout_id: 'gp_1',
      account_masked: 'XXXXXXXX9012',
      attempts: 1,
      failure: null,
      created_at: clock.now().toISOString(),
      paid_at: clock.now().toISOString(),
      tds: JSON.stringify([{ reason: 'TDS 5 %: no PAN given', grossPaise: 120000, tdsPaise: 6000 }]),
    });
    // Paid in full: the balance is zero, and next week nothing more is paid.
    clock.advance(7 * 24 * 60 * minute);
    expect(await runPayouts(deps())).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('sends a failed payout again only once its wait (10 minutes per attempt) is over', async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const once = await payoutRow(lawyer, { attempts: 1 });
    const twice = await payoutRow(lawyer, { attempts: 2 });
    clock.advance(10 * minute - 1);
    await runPayouts(deps());
    expect(sent).toEqual([]);
    clock.advance(1); // exactly 10 minutes after the first failure
    await runPayouts(deps());
    expect(sent.map((s) => s.reference)).toEqual([once]);
    expect(await payout(once)).toMatchObject({ status: 'paid', attempts: 2 });
    clock.advance(10 * minute - 1);
    await runPayouts(deps());
    expect(sent).toHaveLength(1);
    clock.advance(1); // 20 minutes after the second failure
    await runPayouts(deps());
    expect(sent.map((s) => s.reference)).toEqual([once, twice]);
    expect(await payout(twice)).toMatchObject({ status: 'paid', attempts: 3 });
  });

  it(`gives up after ${maxPayoutAttempts} attempts: the fourth failure is sent again, the fifth is left to an admin`, async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const fourth = await payoutRow(lawyer, { attempts: maxPayoutAttempts - 1 });
    const fifth = await payoutRow(lawyer, { attempts: maxPayoutAttempts });
    clock.advance(24 * 60 * minute);
    await runPayouts(deps());
    expect(sent.map((s) => s.reference)).toEqual([fourth]);
    expect(await payout(fifth)).toMatchObject({ status: 'failed', attempts: maxPayoutAttempts });
  });

  it('asks the gateway only about its own payouts still processing, and records each answer', async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const asked: string[] = [];
    const answers: Record<string, { status: 'paid' | 'processing' | 'failed'; failure?: string } | Error> = {
      gp_paid: { status: 'paid' },
      gp_failed: { status: 'failed', failure: 'Beneficiary account is closed' },
      gp_failed_silently: { status: 'failed' },
      gp_still: { status: 'processing' },
      gp_unreachable: new Error('timeout'),
    };
    const later: PayoutGateway = {
      ...gateway,
      async status(id) {
        asked.push(id);
        const reply = answers[id]!;
        if (reply instanceof Error) throw reply;
        return reply;
      },
    };
    const processing = (gatewayPayoutId: string | null, rail = gateway.name) =>
      payoutRow(lawyer, {
        status: 'processing',
        gateway_payout_id: gatewayPayoutId,
        gateway: rail,
        failure: null,
      });
    const paid = await processing('gp_paid');
    const failed = await processing('gp_failed');
    const failedSilently = await processing('gp_failed_silently');
    const still = await processing('gp_still');
    const unreachable = await processing('gp_unreachable');
    const otherRail = await processing('gp_other', 'demo');
    const notYetTaken = await processing(null);
    await runPayouts(deps(later));
    expect(asked.sort()).toEqual([
      'gp_failed',
      'gp_failed_silently',
      'gp_paid',
      'gp_still',
      'gp_unreachable',
    ]);
    expect(await payout(paid)).toMatchObject({ status: 'paid', paid_at: clock.now().toISOString() });
    expect(await payout(failed)).toMatchObject({
      status: 'failed',
      failure: 'Beneficiary account is closed',
      gateway_payout_id: null,
      idempotency_key: `${failed}-1`, // a new key: the old one would only replay the failure
    });
    expect(await payout(failedSilently)).toMatchObject({ status: 'failed', failure: 'Payout failed' });
    for (const id of [still, unreachable, otherRail, notYetTaken])
      expect(await payout(id)).toMatchObject({ status: 'processing', failure: null });
    expect(sent).toEqual([]);
  });
});

describe('sending one payout', () => {
  it('to a UPI id as a UPI payout; a gateway that answers at once is never asked again', async () => {
    const lawyer = await addLawyer(t);
    const at = clock.now().toISOString();
    await t.db
      .insertInto('payout_accounts')
      .values({
        user_id: lawyer.id,
        kind: 'upi',
        holder_name: 'Adv Test',
        ifsc: null,
        number_enc: encryptSecret('advtest@okbank', t.config.jwtSecret),
        masked: 'ad***@okbank',
        verified_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const id = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    await sendPayout(deps(), id);
    expect(sent[0]!.account).toEqual({ kind: 'upi', holderName: 'Adv Test', upiId: 'advtest@okbank' });
    expect(await payout(id)).toMatchObject({ status: 'paid', account_masked: 'ad***@okbank' });
    // A payout left processing on a gateway that has no later answer (the demo's) is left as it is.
    const open = await payoutRow(lawyer, {
      status: 'processing',
      gateway_payout_id: 'gp_open',
      failure: null,
    });
    await expect(runPayouts(deps())).resolves.toBe(0);
    expect(await payout(open)).toMatchObject({ status: 'processing' });
  });

  it('sends only a pending or failed payout: one processing or paid is not sent again', async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const processing = await payoutRow(lawyer, { status: 'processing', failure: null });
    const paid = await payoutRow(lawyer, { status: 'paid', failure: null });
    for (const id of [processing, paid]) await sendPayout(deps(), id);
    expect(sent).toEqual([]);
    expect(await payout(processing)).toMatchObject({ status: 'processing', attempts: 1 });
    expect(await payout(paid)).toMatchObject({ status: 'paid', attempts: 1, paid_at: null });
    const pending = await payoutRow(lawyer, { status: 'pending', attempts: 0, failure: null });
    await sendPayout(deps(), pending);
    expect(sent.map((s) => [s.reference, s.amountPaise, s.idempotencyKey])).toEqual([
      [pending, 50000, pending],
    ]);
  });

  it('to the account the lawyer has now, recorded on the payout; without one it fails, asking for one', async () => {
    const lawyer = await addLawyer(t);
    const none = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    await sendPayout(deps(), none);
    expect(sent).toEqual([]);
    expect(await payout(none)).toMatchObject({ status: 'failed', failure: 'Add a payout account first.' });
    await account(lawyer, '999988887777');
    clock.advance(minute);
    await sendPayout(deps(), none);
    expect(sent[0]!.account).toMatchObject({ accountNumber: '999988887777' });
    expect(await payout(none)).toMatchObject({
      status: 'paid',
      account_masked: 'XXXXXXXX7777',
      attempts: 2,
      updated_at: clock.now().toISOString(),
    });
  });

  it("records the gateway's refusal (the first 200 characters), or 'Payout failed' when it says nothing", async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const long = 'x'.repeat(250);
    answer = new Error(long);
    const thrown = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    clock.advance(minute); // the wait before a retry counts from this failure
    await sendPayout(deps(), thrown);
    expect((await payout(thrown)).updated_at).toBe(clock.now().toISOString());
    expect(await payout(thrown)).toMatchObject({
      status: 'failed',
      failure: 'x'.repeat(200),
      idempotency_key: thrown,
    });
    answer = 'not an Error';
    const odd = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    await sendPayout(deps(), odd);
    expect(await payout(odd)).toMatchObject({ status: 'failed', failure: 'Payout failed' });
    answer = { gatewayPayoutId: 'gp_9', status: 'failed', failure: long };
    const refused = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    await sendPayout(deps(), refused);
    expect(await payout(refused)).toMatchObject({
      status: 'failed',
      failure: 'x'.repeat(200),
      gateway_payout_id: null,
      idempotency_key: `${refused}-1`,
    });
    answer = { gatewayPayoutId: 'gp_10', status: 'failed' };
    const silent = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    await sendPayout(deps(), silent);
    expect(await payout(silent)).toMatchObject({ status: 'failed', failure: 'Payout failed' });
    answer = { gatewayPayoutId: 'gp_11', status: 'processing' };
    const later = await payoutRow(lawyer, { status: 'pending', attempts: 0 });
    await sendPayout(deps(), later);
    expect(await payout(later)).toMatchObject({
      status: 'processing',
      gateway_payout_id: 'gp_11',
      paid_at: null,
    });
    expect(mails).toEqual([]);
  });

  it('is settled once: one notice and one mail naming the amount and the account', async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const id = await payoutRow(lawyer, { status: 'processing', amount_paise: 118800, failure: 'earlier' });
    expect(await settlePayout(deps(), id)).toBe(true);
    expect(await settlePayout(deps(), id)).toBe(false);
    expect(await payout(id)).toMatchObject({
      status: 'paid',
      failure: null,
      paid_at: clock.now().toISOString(),
    });
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'message', 'link'])
      .where('user_id', '=', lawyer.id)
      .execute();
    expect(notices).toEqual([
      {
        kind: 'payment',
        message: 'Payout of ₹1,188/- sent to XXXXXXXX9012.',
        link: '/dashboard/earnings/payouts',
      },
    ]);
    const user = await userRow(lawyer);
    expect(mails).toEqual([
      {
        to: user.email,
        subject: 'LexSetu payout sent',
        text: `Hello ${user.name},\n\nYour payout of ₹1,188/- was sent to XXXXXXXX9012.\n\nLexSetu`,
      },
    ]);
  });

  it('is not marked paid while the lawyer cannot be told; the next check settles it, told once', async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const id = await payoutRow(lawyer, { status: 'processing', amount_paise: 118800 });
    const allowNotices = await refuseNotices(t.db);
    await expect(settlePayout(deps(), id)).rejects.toThrow('notices refused');
    expect(await payout(id)).toMatchObject({ status: 'processing', paid_at: null });
    await allowNotices();
    expect(await settlePayout(deps(), id)).toBe(true);
    const told = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', lawyer.id)
      .execute();
    expect(told).toEqual([{ message: 'Payout of ₹1,188/- sent to XXXXXXXX9012.' }]);
    expect(mails).toHaveLength(1);
  });
});

describe('who sees and retries payouts', () => {
  it('a lawyer sees their own payouts only; a client is refused', async () => {
    const lawyer = await addLawyer(t);
    const other = await addLawyer(t);
    const mine = await payoutRow(lawyer);
    await payoutRow(other);
    expect((await payoutsOf(t.deps, await userRow(lawyer), page)).items.map((p) => p._id)).toEqual([mine]);
    const client = await addClient(t);
    await expect(payoutsOf(t.deps, await userRow(client), page)).rejects.toMatchObject({ status: 403 });
  });

  it('admins see who is owed, most first, with the account or none, and leave out those owed nothing', async () => {
    const less = await earningLawyer();
    const most = await earningLawyer();
    const middle = await earningLawyer();
    const settled = await earningLawyer();
    await account(most);
    await payoutRow(less, { status: 'paid', amount_paise: 50000, failure: null });
    await payoutRow(middle, { status: 'paid', amount_paise: 14000, failure: null });
    await payoutRow(settled, { status: 'paid', amount_paise: 114000, failure: null }); // owed exactly nothing
    const failed = await payoutRow(await addLawyer(t), { amount_paise: 1 });
    const due = await payoutsDue(t.deps, page);
    expect(due.due.map((d) => [d._id, d.balancePaise, d.accountMasked])).toEqual([
      [most.id, 114000, 'XXXXXXXX9012'],
      [middle.id, 100000, null],
      [less.id, 64000, null],
    ]);
    expect(due.due[0]!.lawyerName).toBe((await userRow(most)).name);
    expect(due.items.map((p) => p._id)).toEqual([failed]);
    expect(await t.api.get('/api/admin/payouts', { token: most.token })).toMatchObject({
      status: 403,
      body: { message: 'Only an admin can do this.' },
    });
  });

  it('only an admin retries, and only a failed payout', async () => {
    const lawyer = await addLawyer(t);
    await account(lawyer);
    const failed = await payoutRow(lawyer);
    clock.advance(minute);
    const paid = await payoutRow(lawyer, { status: 'paid', failure: null }); // newer than the failed one
    const admin = { id: '01HZ0000000000000000000A01' }; // who the audit line names (this app has no admin row)
    const retry = (id: string) => retryPayout(deps(), admin, { params: { id } });
    expect(await t.api.post(`/api/admin/payouts/${failed}/retry`, {}, { token: lawyer.token })).toMatchObject(
      {
        status: 403,
        body: { message: 'Only an admin can do this.' },
      },
    );
    expect(sent).toEqual([]);
    await expect(retry(paid)).rejects.toMatchObject({
      status: 400,
      message: 'Only a failed payout can be sent again.',
      field: 'id',
    });
    await expect(retry(newId())).rejects.toMatchObject({ status: 404, message: 'Payout not found.' });
    expect(await retry(failed)).toMatchObject({ _id: failed, status: 'paid', attempts: 2 });
    expect(sent.map((s) => s.reference)).toEqual([failed]);
  });
});

describe('the payout rail', () => {
  const base = {
    LEXSETU_DATA_DIR: '/tmp/lexsetu-rail',
    LEXSETU_JWT_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
  };
  const razorpay = {
    LEXSETU_RAZORPAY_KEY_ID: 'rzp_test_LexSetu1234',
    LEXSETU_RAZORPAY_KEY_SECRET: 'key-secret-0123456789',
    LEXSETU_RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123',
  };
  it('built from the settings, RazorpayX calls the configured API with the configured keys', async () => {
    const calls: { url: string; authorization: string }[] = [];
    const fake = createServer((req, res) => {
      calls.push({ url: req.url!, authorization: req.headers.authorization ?? '' });
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":{"description":"down"}}');
    });
    await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
    try {
      const rail = payoutGatewayFor(
        loadConfig({
          ...base,
          ...razorpay,
          LEXSETU_RAZORPAY_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
          LEXSETU_RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
        }),
      );
      await rail
        .verifyAccount({ kind: 'upi', holderName: 'Adv Test', upiId: 'advtest@okbank' })
        .catch(() => undefined);
      expect(calls[0]).toEqual({
        url: '/v1/contacts',
        authorization: `Basic ${Buffer.from('rzp_test_LexSetu1234:key-secret-0123456789').toString('base64')}`,
      });
    } finally {
      await new Promise((done) => fake.close(done));
    }
  });

  it('is RazorpayX with its account and the Razorpay keys, else the demo rail', () => {
    expect(payoutGatewayFor(loadConfig(base)).name).toBe('demo');
    expect(payoutGatewayFor(loadConfig({ ...base, ...razorpay })).name).toBe('demo');
    expect(
      payoutGatewayFor(
        loadConfig({ ...base, ...razorpay, LEXSETU_RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316' }),
      ).name,
    ).toBe('razorpayx');
  });
});
