// The RazorpayX payout adapter against a local fake of its API, as the Razorpay payment adapter is tested: the
// penny drop (contact, fund account, validation), a payout with the idempotency header answered 'processing'
// then settled by asking its status, a rejected payout retried under a new key, an unreachable gateway retried
// under the same key; the account number only in the bodies sent to RazorpayX.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createMailer } from '../../services/mail';
import { runPayouts, savePayoutAccount, type PayoutDeps } from '../../services/earnings';
import { createRazorpayXGateway } from '../../services/payments/razorpayx';
import { hashPassword } from '../../services/passwords';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  type Person,
} from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

interface Recorded {
  method: string;
  url: string;
  idempotency: string;
  authorization: string;
  body: Record<string, unknown>;
}

let fake: Server;
let recorded: Recorded[];
let payoutStatus: string;
let statusAnswer: string;
let down: boolean;
let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let deps: PayoutDeps;
const keys = { keyId: 'rzp_test_LexSetu1234', keySecret: 'key-secret-0123456789', webhookSecret: 'x' };
const minute = 60_000;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeEach(async () => {
  recorded = [];
  payoutStatus = 'processing';
  statusAnswer = 'processed';
  down = false;
  fake = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    recorded.push({
      method: req.method!,
      url: req.url!,
      idempotency: String(req.headers['x-payout-idempotency'] ?? ''),
      authorization: req.headers.authorization ?? '',
      body,
    });
    const send = (status: number, answer: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    if (down) return send(503, { error: { description: 'Service unavailable' } });
    if (req.url === '/v1/contacts') return send(200, { id: 'cont_1', entity: 'contact' });
    if (req.url === '/v1/fund_accounts') return send(200, { id: 'fa_1', entity: 'fund_account' });
    if (req.url === '/v1/fund_accounts/validations')
      return send(200, { id: 'fav_1', status: 'completed', results: { account_status: 'active' } });
    if (req.url === '/v1/payouts' && req.method === 'POST')
      return send(200, {
        id: `pout_${recorded.filter((r) => r.url === '/v1/payouts').length}`,
        entity: 'payout',
        amount: body.amount,
        status: payoutStatus,
      });
    if (req.url?.startsWith('/v1/payouts/'))
      return send(200, {
        id: req.url.slice('/v1/payouts/'.length),
        status: statusAnswer,
        status_details: { description: 'Beneficiary account is closed' },
      });
    send(404, {});
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  deps = {
    ...t.deps,
    mailer: createMailer(t.deps),
    gateway: createRazorpayXGateway({ ...keys, apiUrl, accountNumber: '7878780080316316' }),
  };
  lawyer = await addLawyer(t); // ₹40 a minute
  await t.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('Lawyer@2030!') })
    .where('id', '=', lawyer.id)
    .execute();
  const client = await addClient(t);
  await pastFreeFirstConsultation(t, client, lawyer);
  const paid = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-01-08', slot: '10:00' });
  // Every booked minute used: completed without a refund.
  await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', paid.body._id).execute();
});
afterEach(async () => {
  await t.close();
  await new Promise((done) => fake.close(done));
});

async function saveAccount() {
  const me = await t.db.selectFrom('users').selectAll().where('id', '=', lawyer.id).executeTakeFirstOrThrow();
  return savePayoutAccount(deps, me, {
    body: {
      kind: 'bank',
      holderName: 'Adv Test',
      ifsc: 'HDFC0001234',
      accountNumber: '123456789012',
      password: 'Lawyer@2030!',
    },
  });
}
const payouts = () => t.db.selectFrom('payouts').selectAll().execute();

describe('RazorpayX payouts', () => {
  it('verify the account by penny drop, then pay once: processing, settled when its status says processed', async () => {
    const saved = await saveAccount();
    expect(saved.account).toMatchObject({ masked: 'XXXXXXXX9012' });
    expect(recorded.map((r) => r.url)).toEqual([
      '/v1/contacts',
      '/v1/fund_accounts',
      '/v1/fund_accounts/validations',
    ]);
    expect(recorded[0]!.authorization).toBe(
      `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    );
    expect(recorded[2]!.body).toMatchObject({ account_number: '7878780080316316', amount: 100 });

    statusAnswer = 'processing';
    await Promise.all([runPayouts(deps), runPayouts(deps), runPayouts(deps)]);
    const sent = recorded.filter((r) => r.url === '/v1/payouts');
    expect(sent).toHaveLength(1);
    const [payout] = await payouts();
    // ₹1,200 less 5 % TDS (no PAN given).
    expect(sent[0]!.body).toMatchObject({
      account_number: '7878780080316316',
      amount: 114000,
      currency: 'INR',
      mode: 'IMPS',
      reference_id: payout!.id,
      fund_account: {
        account_type: 'bank_account',
        bank_account: { ifsc: 'HDFC0001234', account_number: '123456789012' },
      },
    });
    expect(sent[0]!.idempotency).toBe(payout!.id);
    expect(payout).toMatchObject({ status: 'processing', gateway: 'razorpayx', gateway_payout_id: 'pout_1' });

    statusAnswer = 'processed';
    await runPayouts(deps);
    expect(recorded.at(-1)).toMatchObject({ method: 'GET', url: '/v1/payouts/pout_1' });
    expect((await payouts())[0]).toMatchObject({ status: 'paid', amount_paise: 114000 });
    expect(recorded.filter((r) => r.url === '/v1/payouts')).toHaveLength(1);
  });

  it('retry an unreachable gateway under the same key, and a rejected payout under a new one', async () => {
    await saveAccount();
    down = true;
    await runPayouts(deps);
    const [first] = await payouts();
    expect(first).toMatchObject({ status: 'failed', failure: 'Service unavailable', attempts: 1 });
    down = false;
    clock.advance(11 * minute);
    statusAnswer = 'rejected';
    await runPayouts(deps); // sent again (same key), then its status: rejected
    const keysSent = recorded.filter((r) => r.url === '/v1/payouts').map((r) => r.idempotency);
    expect(keysSent).toEqual([first!.id, first!.id]);
    const [rejected] = await payouts();
    expect(rejected).toMatchObject({
      status: 'failed',
      failure: 'Beneficiary account is closed',
      idempotency_key: `${first!.id}-2`,
      gateway_payout_id: null,
    });
    clock.advance(21 * minute);
    statusAnswer = 'processed';
    payoutStatus = 'processed';
    await runPayouts(deps);
    expect(recorded.filter((r) => r.url === '/v1/payouts').map((r) => r.idempotency)).toEqual([
      first!.id,
      first!.id,
      `${first!.id}-2`,
    ]);
    expect(await payouts()).toEqual([expect.objectContaining({ status: 'paid', attempts: 3 })]);
  });
});
