// The product's one refund service. Everything that gives money back comes through here: the unused minutes
// of a consultation (services/bookingMoney.ts), cancellations under the written policy below, and a lawyer's
// no-show. A refund is
//  - queued inside the transaction of the event that causes it (a cancel, a completion), so the event and its
//    refund commit together; at most one by the policy per payment (partial unique index), an admin's
//    exceptions beside it, and all of a payment's refunds never more than was paid (checked under a lock of
//    the payment, so parallel requests cannot pass it together);
//  - sent to the gateway after that commit (the demo gateway refunds at once; Razorpay answers later through
//    its refund.processed / refund.failed webhooks); a refund the gateway could not take is sent again by the
//    sweep;
//  - settled once: the GST credit note (its own number series, naming the invoice it corrects), and the
//    client and the lawyer are told.
import { cancellationRefundPaise, formatRupees, refundPolicy } from '@contract';

export { cancellationRefundPaise, refundPolicy };
import { sql } from 'kysely';
import { dialectOf, inTransaction, type Db, type Trx } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { conflict, said } from '../errors';
import { newId } from '../db/ids';
import { nextDocumentNumber } from './documentNumbers';
import type { RefundKind, RefundReason } from '../db/schema';
import type { Clock } from '../types';
import type { Mailer } from './mail';
import { notice, notify } from './notifications';
import type { PaymentGateway } from './payments/gateway';
import { creditReferralFor } from './referrals';
import { settleAdvanceRefund } from './wallet/refundSettled';
import { updatedAny } from '../db/updated';
import { userLocale } from './readerLanguage';
import { textIn } from '../i18n';

export interface RefundDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  mailer: Mailer;
}

/** What the refund service needs, from the app's dependencies (its gateway and mailer, built once per app). */
export function refundDepsOf(deps: RefundDeps): RefundDeps {
  return { db: deps.db, clock: deps.clock, gateway: deps.gateway, mailer: deps.mailer };
}

/** The payment of a booking, if it was paid through the gateway. */
async function bookingPayment(db: Db | Trx, bookingId: string) {
  return db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select('payments.id')
    .where('payment_orders.booking_id', '=', bookingId)
    .executeTakeFirst();
}

/**
 * Queues the refund of a booking's payment inside the caller's transaction. Nothing when the booking was not
 * paid or nothing is owed. Returns the id of the refund queued now, to be sent after the commit.
 */
export async function queueBookingRefund(
  trx: Db | Trx,
  bookingId: string,
  reason: RefundReason,
  amountPaise: number,
  now: Date,
): Promise<string | null> {
  const payment = await bookingPayment(trx, bookingId);
  if (!payment) return null;
  return queueRefund(trx, { paymentId: payment.id, bookingId, reason, amountPaise }, now);
}

/** What all refunds of a payment add up to (pending, processed and failed: a failed one is retried, not replaced). */
export async function refundedPaise(db: Db | Trx, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('paise'))
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return Number(row?.paise ?? 0);
}

/**
 * Queues a refund of (part of) a payment inside the caller's transaction (its own when given none): the amount
 * is capped at what the payment's refunds leave, and a payment refunded by the policy already keeps that one
 * refund (null then, as for nothing owed). An admin's exception (`kind`) is a further refund within what is left.
 */
export async function queueRefund(
  db: Db | Trx,
  input: {
    paymentId: string;
    bookingId: string | null;
    /** A legal-document order's payment (services/serviceOrders.ts). */
    serviceOrderId?: string | null;
    reason: RefundReason;
    amountPaise: number;
    kind?: RefundKind;
    /** An exception's reason, in the admin's words, and the admin. */
    note?: string | null;
    issuedBy?: string | null;
    /** Refuse (409 naming what is left) rather than cap an amount beyond what is left: an admin's exception. */
    whole?: boolean;
  },
  now: Date,
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    // PostgreSQL: the payment's row lock queues parallel refunds of it, each then reading the others' sum;
    // SQLite transactions are serial already.
    if (dialectOf(trx) === 'postgres')
      await trx.selectFrom('payments').select('id').where('id', '=', input.paymentId).forUpdate().execute();
    const payment = await trx
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select(['payments.id', 'payments.amount_paise', 'payments.user_id', 'payment_orders.gateway'])
      .where('payments.id', '=', input.paymentId)
      .executeTakeFirst();
    if (!payment) return null;
    const refunded = await refundedPaise(trx, payment.id);
    const left = payment.amount_paise - refunded;
    if (input.whole && input.amountPaise > left)
      throw conflict(
        said('refund_exceeds_payment', { left: formatRupees(Math.max(0, left)) }),
        'amountPaise',
      );
    const amount = Math.min(Math.max(0, Math.floor(input.amountPaise)), payment.amount_paise - refunded);
    if (amount <= 0) return null;
    const kind = input.kind ?? 'policy';
    const id = newId();
    const inserted = await trx
      .insertInto('refunds')
      .values({
        id,
        payment_id: payment.id,
        user_id: payment.user_id,
        booking_id: input.bookingId,
        service_order_id: input.serviceOrderId ?? null,
        amount_paise: amount,
        reason: input.reason,
        status: 'pending',
        gateway: payment.gateway,
        gateway_refund_id: null,
        failure: null,
        created_at: now.toISOString(),
        processed_at: null,
        kind,
        note: input.note ?? null,
        issued_by: input.issuedBy ?? null,
      })
      // The one refund by the policy (migration 036's partial index, named by its own predicate).
      .onConflict((oc) => oc.column('payment_id').where(sql.ref('kind'), '=', sql.lit('policy')).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return null;
    // Part of the payment is kept for good (a late cancel, unused minutes): a referral reward waiting on it is
    // due. A premium plan earns it by running 7 days instead (services/referrals.ts); an exception may be
    // followed by the policy's refund of the rest, so it decides nothing.
    if (kind === 'policy' && refunded + amount < payment.amount_paise && input.reason !== 'plan_cancelled')
      await creditReferralFor(trx, payment.id, now);
    return id;
  });
}

/**
 * Hands a queued refund to the gateway. Safe to call again (a refund already with the gateway is left
 * alone); a gateway that cannot be reached leaves it queued for the sweep.
 */
export async function sendRefund(deps: RefundDeps, refundId: string): Promise<void> {
  const { db, gateway } = deps;
  const refund = await db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select([
      'refunds.id',
      'refunds.amount_paise',
      'refunds.status',
      'refunds.gateway',
      'refunds.gateway_refund_id',
      'payments.gateway_payment_id',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
  if (!refund || refund.status !== 'pending' || refund.gateway_refund_id) return;
  if (refund.gateway !== gateway.name) return; // paid through a gateway this install no longer runs
  let sent: { refundId: string; processed: boolean };
  try {
    sent = await gateway.refund({
      paymentId: refund.gateway_payment_id,
      amountPaise: refund.amount_paise,
      notes: { refund: refund.id },
    });
  } catch {
    return; // still queued: the sweep sends it again
  }
  await db
    .updateTable('refunds')
    .set({ gateway_refund_id: sent.refundId })
    .where('id', '=', refund.id)
    .where('gateway_refund_id', 'is', null)
    .execute();
  if (sent.processed) await settleRefund(deps, refund.id);
}

/**
 * Sends a refund the gateway refused (failed) again: back to pending without the gateway's old refund id, then
 * sent as a new one. False when it is not failed (another admin's retry, or the gateway's late word, came first).
 */
export async function retryRefund(deps: RefundDeps, refundId: string): Promise<boolean> {
  if (!(await reopenFailedRefund(deps.db, refundId))) return false;
  await sendRefund(deps, refundId);
  return true;
}

/** A failed refund back to pending (inside the caller's transaction), to be sent after the commit. */
export async function reopenFailedRefund(db: Db | Trx, refundId: string): Promise<boolean> {
  const reopened = await db
    .updateTable('refunds')
    .set({ status: 'pending', gateway_refund_id: null, failure: null })
    .where('id', '=', refundId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return updatedAny(reopened);
}

/** Sends the booking's queued refund, if there is one (after the transaction that queued it). */
export async function sendBookingRefund(deps: RefundDeps, bookingId: string): Promise<void> {
  const queued = await deps.db
    .selectFrom('refunds')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'pending')
    .where('gateway_refund_id', 'is', null)
    .executeTakeFirst();
  if (queued) await sendRefund(deps, queued.id);
}

/** Refunds queued but not yet with the gateway (it was unreachable): sent again, oldest first. */
export async function sendQueuedRefunds(deps: RefundDeps, olderThanMs = 60_000): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - olderThanMs).toISOString();
  const queued = await deps.db
    .selectFrom('refunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('gateway_refund_id', 'is', null)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(20)
    .execute();
  for (const { id } of queued) await sendRefund(deps, id);
}

/**
 * The gateway processed the refund: marked once (a repeat does nothing), with its credit note, and both
 * sides told. Two writers racing for the next credit-note number meet the unique index; the loser retries.
 */
export async function settleRefund(deps: RefundDeps, refundId: string): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      const settled = await settleOnce(deps, refundId);
      if (settled) await mailClient(deps, refundId, 'processed');
      return settled;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The advisory lock of the credit-note series (PostgreSQL). */
const creditNoteSeriesLock = 4242036;

async function settleOnce({ db, clock }: RefundDeps, refundId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const at = now.toISOString();
    const marked = await trx
      .updateTable('refunds')
      .set({ status: 'processed', processed_at: at, failure: null })
      .where('id', '=', refundId)
      .where('status', '<>', 'processed')
      .executeTakeFirst();
    if (!updatedAny(marked)) return false;
    const refund = await trx
      .selectFrom('refunds')
      .leftJoin('invoices', 'invoices.payment_id', 'refunds.payment_id')
      .leftJoin('bookings', 'bookings.id', 'refunds.booking_id')
      .select([
        'refunds.id',
        'refunds.user_id',
        'refunds.amount_paise',
        'invoices.id as invoice_id',
        'invoices.taxable_paise',
        'invoices.total_paise',
        'invoices.description',
        'bookings.lawyer_id',
      ])
      .where('refunds.id', '=', refundId)
      .executeTakeFirstOrThrow();
    // A wallet top-up was an advance with a receipt, not an invoice: no tax to take back, no credit note.
    const { taxable_paise, total_paise, description } = refund;
    if (!refund.invoice_id || taxable_paise === null || total_paise === null || description === null)
      return settleAdvanceRefund(trx, refund, now);
    // PostgreSQL: settlements take the next credit-note number one at a time (many at once, e.g. an admin's
    // parallel refunds, would otherwise outlast the retries below); SQLite transactions are serial already.
    if (dialectOf(trx) === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${sql.lit(creditNoteSeriesLock)})`.execute(trx);
    const last = await trx
      .selectFrom('credit_notes')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const number = await nextDocumentNumber(trx, 'credit_notes', at);
    // The credit note takes back tax in the invoice's own proportion.
    const taxable = Math.round((refund.amount_paise * taxable_paise) / total_paise);
    await trx
      .insertInto('credit_notes')
      .values({
        id: newId(),
        seq,
        number,
        refund_id: refund.id,
        invoice_id: refund.invoice_id,
        user_id: refund.user_id,
        taxable_paise: taxable,
        gst_paise: refund.amount_paise - taxable,
        total_paise: refund.amount_paise,
        issued_at: at,
      })
      .execute();
    const amount = formatRupees(refund.amount_paise);
    await notify(trx, now, {
      userId: refund.user_id,
      kind: 'payment',
      says: notice('notice_refund_processed', { amount, description, number }),
      link: '/dashboard/invoices',
    });
    if (refund.lawyer_id)
      await notify(trx, now, {
        userId: refund.lawyer_id,
        kind: 'payment',
        says: notice('notice_refund_to_client', { amount, description }),
        link: '/dashboard/bills-payments',
      });
    return true;
  });
}

/** The gateway refused the refund: recorded with its reason and the client told; support takes it from there. */
export async function failRefund(deps: RefundDeps, refundId: string, failure: string): Promise<boolean> {
  const { db } = deps;
  const failed = await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('refunds')
      .set({ status: 'failed', failure: failure.slice(0, 200) })
      .where('id', '=', refundId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!updatedAny(marked)) return false;
    const refund = await trx
      .selectFrom('refunds')
      .select(['user_id', 'amount_paise'])
      .where('id', '=', refundId)
      .executeTakeFirstOrThrow();
    await notify(trx, deps.clock.now(), {
      userId: refund.user_id,
      kind: 'payment',
      says: notice('notice_refund_failed', { amount: formatRupees(refund.amount_paise) }),
      link: '/dashboard/bills-payments',
    });
    return true;
  });
  if (failed) await mailClient(deps, refundId, 'failed');
  return failed;
}

async function mailClient({ db, mailer }: RefundDeps, refundId: string, outcome: 'processed' | 'failed') {
  const row = await db
    .selectFrom('refunds')
    .innerJoin('users', 'users.id', 'refunds.user_id')
    .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
    .select(['users.id', 'users.email', 'users.name', 'refunds.amount_paise', 'credit_notes.number'])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
  if (!row) return;
  const locale = await userLocale(db, row.id);
  const words = { name: row.name, amount: formatRupees(row.amount_paise), number: row.number ?? '' };
  const processed = outcome === 'processed';
  // A wallet refund has no credit note to name (an advance was never invoiced).
  const processedBody = row.number ? 'mail_refund_processed_body' : 'mail_wallet_refund_processed_body';
  // A mail that cannot be sent does not undo the refund: it is visible in the app either way.
  await mailer
    .send({
      to: row.email,
      subject: textIn(locale, processed ? 'mail_refund_processed_subject' : 'mail_refund_failed_subject'),
      text: textIn(locale, processed ? processedBody : 'mail_refund_failed_body', words),
    })
    .catch(() => {});
}
