// A lawyer's earnings, one rule set in one place:
// - The ledger is read from the payments table, never stored twice: each ledger source (`ledgerSources`) names
//   the payments that earn a lawyer money (a paid consultation once it is over: completed, or cancelled with part
//   kept), and every refund of those payments (from the one refund service, services/refunds.ts; failed refunds
//   gave nothing back) is a negative line. A document order paid through the same payments table is one more
//   source of a few lines (see `consultationSource`).
// - Per line: gross (the payment at its booked price, or the refund), platform fee = gross × fee rate, GST 18 % on
//   the fee, TDS (section 194-O) 1 % of gross shown as deducted, net = gross − fee − GST − TDS. Integer paise;
//   each amount is rounded once, half away from zero, from an exact integer product (`percentOf`); a refund line
//   reverses its amounts with the same rule, so a full refund nets exactly to zero.
// - Balance = net of every line − every payout not lost (paid, on its way, or failed and to be retried). It may
//   be negative (a refund after a payout): carried forward, nothing is paid until it is positive again.
// - Weekly payouts: one per lawyer and payout week (unique index): parallel runs insert one row; the row is
//   claimed by a conditional update before it goes to the payout gateway, with its id as idempotency key.
import {
  earningsMessages,
  formatRupees,
  gstOnFeeBasisPoints,
  type Earnings,
  type EarningsPeriod,
  type InputOf,
  type LedgerLine,
  type Payout,
  type PayoutAccountReply,
  type PayoutsDue,
  type earningsEndpoints,
} from '@contract';
import type { Config } from '../config';
import type { Db, Trx } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import type { Clock, Logger } from '../types';
import { createMailer, type Mailer } from './mail';
import { presentAccount, presentPayout } from '../presenters/earnings';
import { notify } from './notifications';
import { createRazorpayXGateway } from './payments/razorpayx';
import { verifyPassword } from './passwords';
import { checkLoginSecondFactor, decryptSecret, encryptSecret, isTwoFactorEnabled } from './twoFactor';
import { updatedAny } from '../db/updated';

/** TDS under section 194-O on the gross amount, in basis points (1 %). */
export const tdsBasisPoints = 100;
/** A payout is tried this many times before it waits for an admin (failed payouts on the admin screen). */
export const maxPayoutAttempts = 5;
const retryAfterMs = (attempts: number) => attempts * 10 * 60_000;

// ---- arithmetic ----

/** `amount × basisPoints / 10000` in whole paise, rounded half away from zero, without floats. */
export function percentOf(amountPaise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountPaise) || !Number.isSafeInteger(basisPoints))
    throw new Error('Paise and basis points are integers');
  const sign = amountPaise < 0 ? -1 : 1;
  const product = BigInt(Math.abs(amountPaise)) * BigInt(basisPoints);
  const quotient = product / 10000n;
  const rounded = (product % 10000n) * 2n >= 10000n ? quotient + 1n : quotient;
  return sign * Number(rounded);
}

export interface LineAmounts {
  grossPaise: number;
  feePaise: number;
  gstPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** The split of one gross amount (negative for a refund). */
export function splitGross(grossPaise: number, feeBasisPoints: number): LineAmounts {
  const feePaise = percentOf(grossPaise, feeBasisPoints);
  const gstPaise = percentOf(feePaise, gstOnFeeBasisPoints);
  const tdsPaise = percentOf(grossPaise, tdsBasisPoints);
  return { grossPaise, feePaise, gstPaise, tdsPaise, netPaise: grossPaise - feePaise - gstPaise - tdsPaise };
}

export function sumLines(lines: LineAmounts[]): LineAmounts {
  const total = { grossPaise: 0, feePaise: 0, gstPaise: 0, tdsPaise: 0, netPaise: 0 };
  for (const l of lines) for (const k of Object.keys(total) as (keyof LineAmounts)[]) total[k] += l[k];
  return total;
}

// ---- time (IST) ----

const istOffsetMs = 330 * 60_000;
const istDay = (at: Date | string) =>
  new Date(new Date(at).getTime() + istOffsetMs).toISOString().slice(0, 10);

/** The Monday (IST) of the week of `now`, 'YYYY-MM-DD': the payout week. */
export function payoutWeek(now: Date): string {
  const ist = new Date(now.getTime() + istOffsetMs);
  const back = (ist.getUTCDay() + 6) % 7;
  return new Date(ist.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

// ---- the ledger ----

/** A payment that earns a lawyer money. */
interface EarningPayment {
  paymentId: string;
  lawyerId: string;
  kind: 'consultation' | 'service_order';
  /** When it was earned (ISO). */
  at: string;
  description: string;
  counterpart: string;
  amountPaise: number;
}

type LedgerSource = (db: Db | Trx, lawyerId: string | null) => Promise<EarningPayment[]>;

/**
 * Paid consultations that are over: completed (earned at the booked end), or cancelled after payment (the part
 * not refunded is kept; a full refund nets to zero).
 */
const consultationSource: LedgerSource = async (db, lawyerId) => {
  let query = db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('bookings', 'bookings.id', 'payment_orders.booking_id')
    .innerJoin('users as client', 'client.id', 'bookings.client_id')
    .select([
      'payments.id as paymentId',
      'payments.amount_paise as amountPaise',
      'bookings.lawyer_id as lawyerId',
      'bookings.status',
      'bookings.end_at',
      'bookings.updated_at',
      'bookings.topic',
      'client.name as clientName',
    ])
    .where('payment_orders.purpose', '=', 'booking')
    .where('bookings.status', 'in', ['completed', 'cancelled']);
  if (lawyerId) query = query.where('bookings.lawyer_id', '=', lawyerId);
  return (await query.execute()).map((r) => ({
    paymentId: r.paymentId,
    lawyerId: r.lawyerId,
    kind: 'consultation' as const,
    at: r.status === 'completed' ? r.end_at : r.updated_at,
    description: `Consultation: ${r.topic}`,
    counterpart: r.clientName,
    amountPaise: r.amountPaise,
  }));
};

/** Legal-document orders (issue 34): earned by the accepting lawyer when the client approves the delivery. */
const serviceOrderSource: LedgerSource = async (db, lawyerId) => {
  let query = db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('service_orders', 'service_orders.id', 'payment_orders.service_order_id')
    .innerJoin('users as client', 'client.id', 'service_orders.client_id')
    .select([
      'payments.id as paymentId',
      'payments.amount_paise as amountPaise',
      'service_orders.lawyer_id as lawyerId',
      'service_orders.delivered_at',
      'service_orders.title',
      'client.name as clientName',
    ])
    .where('payment_orders.purpose', '=', 'service_order')
    .where('service_orders.status', '=', 'delivered')
    .where('service_orders.lawyer_id', 'is not', null);
  if (lawyerId) query = query.where('service_orders.lawyer_id', '=', lawyerId);
  return (await query.execute()).map((r) => ({
    paymentId: r.paymentId,
    lawyerId: r.lawyerId!,
    kind: 'service_order' as const,
    at: r.delivered_at!,
    description: `Document: ${r.title}`,
    counterpart: r.clientName,
    amountPaise: r.amountPaise,
  }));
};

export const ledgerSources: LedgerSource[] = [consultationSource, serviceOrderSource];

interface Line extends LedgerLine {
  lawyerId: string;
}

/** Every ledger line of one lawyer (or of every lawyer), oldest first. */
export async function ledgerOf(
  db: Db | Trx,
  lawyerId: string | null,
  feeBasisPoints: number,
): Promise<Line[]> {
  const payments = (await Promise.all(ledgerSources.map((source) => source(db, lawyerId)))).flat();
  const byId = new Map(payments.map((p) => [p.paymentId, p]));
  const refunds = [];
  const ids = [...byId.keys()];
  for (let i = 0; i < ids.length; i += 500)
    refunds.push(
      ...(await db
        .selectFrom('refunds')
        .select(['id', 'payment_id', 'amount_paise', 'created_at', 'status'])
        .where('payment_id', 'in', ids.slice(i, i + 500))
        .where('status', '<>', 'failed')
        .execute()),
    );
  const lines: Line[] = [
    ...payments.map((p) => ({
      _id: `payment-${p.paymentId}`,
      lawyerId: p.lawyerId,
      kind: p.kind,
      date: p.at,
      description: p.description,
      counterpart: p.counterpart,
      ...splitGross(p.amountPaise, feeBasisPoints),
    })),
    ...refunds.map((r) => {
      const paid = byId.get(r.payment_id)!;
      return {
        _id: `refund-${r.id}`,
        lawyerId: paid.lawyerId,
        kind: 'refund' as const,
        date: r.created_at,
        description: `Refund: ${paid.description}`,
        counterpart: paid.counterpart,
        ...splitGross(-r.amount_paise, feeBasisPoints),
      };
    }),
  ];
  return lines.sort((a, b) => a.date.localeCompare(b.date) || a._id.localeCompare(b._id));
}

/** Payouts that took money off the balance: all but none (a failed one is still owed and retried). */
async function payoutTotals(db: Db | Trx, lawyerId: string) {
  const rows = await db
    .selectFrom('payouts')
    .select(['status', 'amount_paise'])
    .where('lawyer_id', '=', lawyerId)
    .execute();
  const paidOut = rows.filter((r) => r.status === 'paid').reduce((s, r) => s + r.amount_paise, 0);
  const inTransit = rows.filter((r) => r.status !== 'paid').reduce((s, r) => s + r.amount_paise, 0);
  return { paidOut, inTransit };
}

export async function balanceOf(db: Db | Trx, lawyerId: string, feeBasisPoints: number) {
  const earned = sumLines(await ledgerOf(db, lawyerId, feeBasisPoints)).netPaise;
  const { paidOut, inTransit } = await payoutTotals(db, lawyerId);
  return {
    earnedPaise: earned,
    paidOutPaise: paidOut,
    inTransitPaise: inTransit,
    balancePaise: earned - paidOut - inTransit,
  };
}

export interface EarningsDeps {
  db: Db;
  config: Pick<Config, 'platformFeeBasisPoints' | 'jwtSecret'>;
  clock: Clock;
}

function requireLawyer(me: UserRow) {
  if (me.role !== 'professional') throw forbidden(earningsMessages.lawyersOnly);
}

function periodStart(period: EarningsPeriod, now: Date): string | null {
  if (period === 'all') return null;
  const day = period === 'week' ? payoutWeek(now) : `${istDay(now).slice(0, 7)}-01`;
  return new Date(Date.parse(`${day}T00:00:00Z`) - istOffsetMs).toISOString();
}

function chartOf(period: EarningsPeriod, lines: LedgerLine[], now: Date) {
  const today = istDay(now);
  const keys: string[] = [];
  if (period === 'week') {
    const monday = Date.parse(`${payoutWeek(now)}T00:00:00Z`);
    for (let d = 0; d < 7; d++) keys.push(new Date(monday + d * 86_400_000).toISOString().slice(0, 10));
  } else if (period === 'month') {
    const first = Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`);
    for (let t = first; new Date(t).toISOString().slice(0, 7) === today.slice(0, 7); t += 86_400_000)
      keys.push(new Date(t).toISOString().slice(0, 10));
  } else {
    const firstMonth = lines.length ? istDay(lines[0]!.date).slice(0, 7) : today.slice(0, 7);
    let [y, m] = firstMonth.split('-').map(Number) as [number, number];
    for (;;) {
      const key = `${y}-${String(m).padStart(2, '0')}`;
      keys.push(key);
      if (key >= today.slice(0, 7)) break;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
    keys.splice(0, Math.max(0, keys.length - 24));
  }
  const length = keys[0]?.length ?? 10;
  const sums = new Map(keys.map((k) => [k, 0]));
  for (const l of lines) {
    const key = istDay(l.date).slice(0, length);
    if (sums.has(key)) sums.set(key, sums.get(key)! + l.netPaise);
  }
  return keys.map((k) => ({ label: k, netPaise: sums.get(k)! }));
}

const present = ({ lawyerId: _, ...line }: Line): LedgerLine => line;

/** GET /api/earnings: the period's ledger, totals and chart, and the balances (lawyers only). */
export async function earningsOf(
  deps: EarningsDeps,
  me: UserRow,
  { query }: InputOf<typeof earningsEndpoints.earnings>,
): Promise<Earnings> {
  requireLawyer(me);
  const now = deps.clock.now();
  const fee = deps.config.platformFeeBasisPoints;
  const all = await ledgerOf(deps.db, me.id, fee);
  const from = periodStart(query.period, now);
  const lines = from ? all.filter((l) => l.date >= from) : all;
  const { paidOut, inTransit } = await payoutTotals(deps.db, me.id);
  const earned = sumLines(all).netPaise;
  return {
    period: query.period,
    feeBasisPoints: fee,
    gstBasisPoints: gstOnFeeBasisPoints,
    tdsBasisPoints,
    lines: lines.map(present).reverse(),
    totals: sumLines(lines),
    chart: chartOf(query.period, lines, now),
    balances: {
      earnedPaise: earned,
      paidOutPaise: paidOut,
      inTransitPaise: inTransit,
      balancePaise: earned - paidOut - inTransit,
    },
    statementMonths: [...new Set(all.map((l) => istDay(l.date).slice(0, 7)))].sort().reverse(),
  };
}

/** The lines of one month (IST) for the statement PDF. */
export async function statementLines(deps: EarningsDeps, me: UserRow, month: string) {
  requireLawyer(me);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest('Month must look like 2026-11.', 'month');
  const lines = (await ledgerOf(deps.db, me.id, deps.config.platformFeeBasisPoints)).filter(
    (l) => istDay(l.date).slice(0, 7) === month,
  );
  return { lines: lines.map(present), totals: sumLines(lines) };
}

// ---- payout account ----

/** The payout rail: verifies an account (penny drop) and sends a payout, idempotent on `idempotencyKey`. */
export interface PayoutGateway {
  name: string;
  verifyAccount(account: PayoutDestination): Promise<{ verified: boolean }>;
  payout(input: {
    idempotencyKey: string;
    amountPaise: number;
    account: PayoutDestination;
    /** Our payout id, for the gateway's reference. */
    reference: string;
  }): Promise<{ gatewayPayoutId: string; status: 'paid' | 'processing' | 'failed'; failure?: string }>;
  /** Where a payout the gateway took stands now (a gateway that answers later, e.g. RazorpayX). */
  status?(gatewayPayoutId: string): Promise<{ status: 'paid' | 'processing' | 'failed'; failure?: string }>;
}

export type PayoutDestination =
  | { kind: 'bank'; holderName: string; ifsc: string; accountNumber: string }
  | { kind: 'upi'; holderName: string; upiId: string };

/**
 * The demo rail (demo mode, and tests): a penny drop that fails for account numbers ending in 0000 (or UPI ids
 * starting with 'fail'), and payouts that settle at once.
 */
export const demoPayoutGateway: PayoutGateway = {
  name: 'demo',
  async verifyAccount(account) {
    return {
      verified:
        account.kind === 'bank' ? !account.accountNumber.endsWith('0000') : !account.upiId.startsWith('fail'),
    };
  },
  async payout({ idempotencyKey }) {
    return { gatewayPayoutId: `demo_pout_${idempotencyKey}`, status: 'paid' };
  },
};

export function maskAccount(account: PayoutDestination): string {
  if (account.kind === 'bank')
    return `${'X'.repeat(Math.max(4, account.accountNumber.length - 4))}${account.accountNumber.slice(-4)}`;
  const [name = '', handle = ''] = account.upiId.split('@');
  return `${name.slice(0, 2)}***@${handle}`;
}

export async function payoutAccountOf(deps: EarningsDeps, me: UserRow): Promise<PayoutAccountReply> {
  requireLawyer(me);
  const row = await deps.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  return { account: row ? presentAccount(row) : null, twoFactor: await isTwoFactorEnabled(deps.db, me.id) };
}

/** A sensitive change: the 2FA code when 2FA is on, else the password (a 400 naming the field otherwise). */
async function confirmIdentity(
  deps: EarningsDeps,
  me: UserRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  if (await isTwoFactorEnabled(deps.db, me.id)) {
    if (!proof.code) throw badRequest(earningsMessages.codeRequired, 'code');
    await checkLoginSecondFactor(
      deps.db,
      me.id,
      proof.code,
      deps.config.jwtSecret,
      deps.clock.now().getTime(),
    );
    return;
  }
  if (!proof.password) throw badRequest(earningsMessages.passwordRequired, 'password');
  if (!(await verifyPassword(me.password_hash, proof.password)))
    throw badRequest(earningsMessages.wrongPassword, 'password');
}

export async function savePayoutAccount(
  deps: EarningsDeps & { gateway: PayoutGateway; mailer: Mailer },
  me: UserRow,
  { body }: InputOf<typeof earningsEndpoints.savePayoutAccount>,
): Promise<PayoutAccountReply> {
  requireLawyer(me);
  await confirmIdentity(deps, me, body);
  const destination: PayoutDestination =
    body.kind === 'bank'
      ? { kind: 'bank', holderName: body.holderName, ifsc: body.ifsc, accountNumber: body.accountNumber }
      : { kind: 'upi', holderName: body.holderName, upiId: body.upiId };
  const { verified } = await deps.gateway.verifyAccount(destination);
  if (!verified)
    throw badRequest(earningsMessages.verificationFailed, body.kind === 'bank' ? 'accountNumber' : 'upiId');
  const at = deps.clock.now().toISOString();
  const masked = maskAccount(destination);
  const values = {
    kind: destination.kind,
    holder_name: destination.holderName,
    ifsc: destination.kind === 'bank' ? destination.ifsc : null,
    number_enc: encryptSecret(
      destination.kind === 'bank' ? destination.accountNumber : destination.upiId,
      deps.config.jwtSecret,
    ),
    masked,
    verified_at: at,
    updated_at: at,
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payout_accounts')
      .values({ user_id: me.id, created_at: at, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await notify(trx, deps.clock.now(), {
      userId: me.id,
      kind: 'payment',
      message: `Your payout account was changed to ${masked}.`,
      link: '/dashboard/earnings/payout-settings',
    });
  });
  // The mail names the masked account only; a change the lawyer did not make is seen at once.
  await deps.mailer
    .send({
      to: me.email,
      subject: 'LexSetu payout account changed',
      text: `Hello ${me.name},\n\nYour payouts now go to ${destination.kind === 'bank' ? 'bank account' : 'UPI id'} ${masked} (${destination.holderName}).\nIf you did not make this change, change your password and contact support at once.\n\nLexSetu`,
    })
    .catch(() => {});
  return payoutAccountOf(deps, me);
}

// ---- payouts ----

export interface PayoutDeps extends EarningsDeps {
  gateway: PayoutGateway;
  mailer: Mailer;
}

async function destinationOf(deps: EarningsDeps, lawyerId: string): Promise<PayoutDestination | null> {
  const row = await deps.db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('user_id', '=', lawyerId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  if (!row) return null;
  const plain = decryptSecret(row.number_enc, deps.config.jwtSecret);
  return row.kind === 'bank'
    ? { kind: 'bank', holderName: row.holder_name, ifsc: row.ifsc ?? '', accountNumber: plain }
    : { kind: 'upi', holderName: row.holder_name, upiId: plain };
}

/**
 * The weekly run: for every lawyer with a verified payout account and a positive balance, the payout of this
 * week (created once: the unique lawyer+week index lets one of several parallel runs insert it), then sent; and
 * failed payouts whose wait is over are sent again. Answers the payouts created by this run.
 */
export async function runPayouts(deps: PayoutDeps): Promise<number> {
  const now = deps.clock.now();
  const week = payoutWeek(now);
  const accounts = await deps.db
    .selectFrom('payout_accounts')
    .select(['user_id', 'masked'])
    .where('verified_at', 'is not', null)
    .execute();
  let created = 0;
  for (const account of accounts) {
    const { balancePaise } = await balanceOf(deps.db, account.user_id, deps.config.platformFeeBasisPoints);
    if (balancePaise <= 0) continue; // nothing owed, or a refund after a payout carried forward
    const id = newId();
    const inserted = await deps.db
      .insertInto('payouts')
      .values({
        id,
        lawyer_id: account.user_id,
        week,
        amount_paise: balancePaise,
        status: 'pending',
        gateway: deps.gateway.name,
        gateway_payout_id: null,
        idempotency_key: id,
        account_masked: account.masked,
        failure: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        paid_at: null,
      })
      .onConflict((oc) => oc.columns(['lawyer_id', 'week']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue; // this week's payout exists
    created += 1;
    await sendPayout(deps, id);
  }
  const retry = await deps.db
    .selectFrom('payouts')
    .select(['id', 'attempts', 'updated_at'])
    .where('status', '=', 'failed')
    .where('attempts', '<', maxPayoutAttempts)
    .execute();
  for (const p of retry)
    if (Date.parse(p.updated_at) + retryAfterMs(p.attempts) <= now.getTime()) await sendPayout(deps, p.id);
  // Payouts the gateway is still processing: asked where they stand.
  if (deps.gateway.status) {
    const open = await deps.db
      .selectFrom('payouts')
      .select(['id', 'gateway_payout_id'])
      .where('status', '=', 'processing')
      .where('gateway', '=', deps.gateway.name)
      .where('gateway_payout_id', 'is not', null)
      .execute();
    for (const p of open) {
      const answer = await deps.gateway.status(p.gateway_payout_id!).catch(() => null);
      if (answer?.status === 'paid') await settlePayout(deps, p.id);
      else if (answer?.status === 'failed')
        await failedForGood(deps, p.id, answer.failure ?? 'Payout failed');
    }
  }
  return created;
}

/**
 * The gateway says the payout failed and nothing was paid: marked failed, to be retried under a new idempotency
 * key (the old one would only replay the failure).
 */
async function failedForGood(deps: PayoutDeps, payoutId: string, failure: string) {
  const row = await deps.db
    .selectFrom('payouts')
    .select('attempts')
    .where('id', '=', payoutId)
    .executeTakeFirst();
  await deps.db
    .updateTable('payouts')
    .set({
      status: 'failed',
      failure: failure.slice(0, 200),
      gateway_payout_id: null,
      idempotency_key: `${payoutId}-${row?.attempts ?? 0}`,
      updated_at: deps.clock.now().toISOString(),
    })
    .where('id', '=', payoutId)
    .where('status', '=', 'processing')
    .execute();
}

/**
 * Sends one payout: claimed first (pending or failed → processing, one caller wins), then handed to the gateway
 * with the payout id as idempotency key; paid at once (demo) or left processing for the gateway's answer.
 */
export async function sendPayout(deps: PayoutDeps, payoutId: string): Promise<void> {
  const at = () => deps.clock.now().toISOString();
  const claimed = await deps.db
    .updateTable('payouts')
    .set((eb) => ({ status: 'processing', attempts: eb('attempts', '+', 1), updated_at: at() }))
    .where('id', '=', payoutId)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  if (!updatedAny(claimed)) return;
  const payout = await deps.db
    .selectFrom('payouts')
    .selectAll()
    .where('id', '=', payoutId)
    .executeTakeFirstOrThrow();
  const fail = (failure: string) =>
    deps.db
      .updateTable('payouts')
      .set({ status: 'failed', failure: failure.slice(0, 200), updated_at: at() })
      .where('id', '=', payoutId)
      .where('status', '=', 'processing')
      .execute();
  const destination = await destinationOf(deps, payout.lawyer_id);
  if (!destination) return void (await fail(earningsMessages.noAccount));
  // The account it goes to now (the lawyer may have changed it since the payout was made): the record says so.
  await deps.db
    .updateTable('payouts')
    .set({ account_masked: maskAccount(destination) })
    .where('id', '=', payoutId)
    .execute();
  let sent: Awaited<ReturnType<PayoutGateway['payout']>>;
  try {
    sent = await deps.gateway.payout({
      idempotencyKey: payout.idempotency_key,
      amountPaise: payout.amount_paise,
      account: destination,
      reference: payout.id,
    });
  } catch (error) {
    // The gateway's message, never the account (adapters do not put it in errors).
    return void (await fail(error instanceof Error ? error.message : 'Payout failed'));
  }
  await deps.db
    .updateTable('payouts')
    .set({ gateway_payout_id: sent.gatewayPayoutId, updated_at: at() })
    .where('id', '=', payoutId)
    .execute();
  if (sent.status === 'paid') await settlePayout(deps, payoutId);
  else if (sent.status === 'failed') await failedForGood(deps, payoutId, sent.failure ?? 'Payout failed');
}

/** The gateway paid it: marked once, and the lawyer told. */
export async function settlePayout(deps: PayoutDeps, payoutId: string): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  // Marked paid and the lawyer's notice together; the e-mail after the commit.
  const row = await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('payouts')
      .set({ status: 'paid', paid_at: at, failure: null, updated_at: at })
      .where('id', '=', payoutId)
      .where('status', '<>', 'paid')
      .executeTakeFirst();
    if (!updatedAny(marked)) return null;
    const paid = await trx
      .selectFrom('payouts')
      .innerJoin('users', 'users.id', 'payouts.lawyer_id')
      .select([
        'payouts.lawyer_id',
        'payouts.amount_paise',
        'payouts.account_masked',
        'users.email',
        'users.name',
      ])
      .where('payouts.id', '=', payoutId)
      .executeTakeFirstOrThrow();
    await notify(trx, deps.clock.now(), {
      userId: paid.lawyer_id,
      kind: 'payment',
      message: `Payout of ${formatRupees(paid.amount_paise)} sent to ${paid.account_masked}.`,
      link: '/dashboard/earnings/payouts',
    });
    return paid;
  });
  if (!row) return false;
  const amount = formatRupees(row.amount_paise);
  await deps.mailer
    .send({
      to: row.email,
      subject: 'LexSetu payout sent',
      text: `Hello ${row.name},\n\nYour payout of ${amount} was sent to ${row.account_masked}.\n\nLexSetu`,
    })
    .catch(() => {});
  return true;
}

async function payoutRows(db: Db, where: { lawyerId?: string; status?: 'failed'; id?: string }) {
  let query = db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.lawyer_id')
    .selectAll('payouts')
    .select('users.name as lawyer_name')
    .orderBy('payouts.created_at', 'desc');
  if (where.lawyerId) query = query.where('payouts.lawyer_id', '=', where.lawyerId);
  if (where.status) query = query.where('payouts.status', '=', where.status);
  if (where.id) query = query.where('payouts.id', '=', where.id);
  return (await query.execute()).map(presentPayout);
}

export async function payoutsOf(deps: EarningsDeps, me: UserRow): Promise<Payout[]> {
  requireLawyer(me);
  return payoutRows(deps.db, { lawyerId: me.id });
}

function requireAdmin(me: UserRow) {
  if (me.role !== 'admin') throw forbidden('Only an admin can do this.');
}

/** Admins: lawyers with a positive balance (paid at the next weekly run), and failed payouts. */
export async function payoutsDue(deps: EarningsDeps, me: UserRow): Promise<PayoutsDue> {
  requireAdmin(me);
  const lines = await ledgerOf(deps.db, null, deps.config.platformFeeBasisPoints);
  const lawyerIds = [...new Set(lines.map((l) => l.lawyerId))];
  const due: PayoutsDue['due'] = [];
  for (const id of lawyerIds) {
    const { balancePaise } = await balanceOf(deps.db, id, deps.config.platformFeeBasisPoints);
    if (balancePaise <= 0) continue;
    const person = await deps.db
      .selectFrom('users')
      .leftJoin('payout_accounts', 'payout_accounts.user_id', 'users.id')
      .select(['users.name', 'payout_accounts.masked'])
      .where('users.id', '=', id)
      .executeTakeFirstOrThrow();
    due.push({ _id: id, lawyerName: person.name, balancePaise, accountMasked: person.masked ?? null });
  }
  return {
    due: due.sort((a, b) => b.balancePaise - a.balancePaise),
    failed: await payoutRows(deps.db, { status: 'failed' }),
  };
}

export async function retryPayout(
  deps: PayoutDeps,
  me: UserRow,
  { params }: InputOf<typeof earningsEndpoints.adminRetryPayout>,
): Promise<Payout> {
  requireAdmin(me);
  const [row] = await payoutRows(deps.db, { id: params.id });
  if (!row) throw notFound('Payout not found.');
  if (row.status !== 'failed') throw badRequest('Only a failed payout can be sent again.', 'id');
  await sendPayout(deps, params.id);
  return (await payoutRows(deps.db, { id: params.id }))[0]!;
}

/** The payout rail of this install: RazorpayX when its account and the Razorpay keys are set, else the demo. */
export function payoutGatewayFor(config: Config): PayoutGateway {
  return config.razorpay && config.razorpayX
    ? createRazorpayXGateway({ ...config.razorpay, accountNumber: config.razorpayX.accountNumber })
    : demoPayoutGateway;
}

export function payoutDepsOf(deps: { config: Config; db: Db; clock: Clock }): PayoutDeps {
  return { ...deps, gateway: payoutGatewayFor(deps.config), mailer: createMailer(deps) };
}

/**
 * The weekly payout run, every quarter hour (the first a minute after start): each lawyer's payout of the week is
 * made once (the unique lawyer+week row), so several instances and restarts pay nothing twice. Answers a stop.
 */
export function startPayoutSchedule(
  deps: { config: Config; db: Db; clock: Clock; logger: Logger },
  everyMs = 15 * 60_000,
): () => void {
  const payout = payoutDepsOf(deps);
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= runPayouts(payout)
      .catch((error: unknown) =>
        deps.logger.error(`payout run failed: ${error instanceof Error ? error.message : 'unknown error'}`),
      )
      .finally(() => (running = null));
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
