// Razorpay's webhook: a captured payment recorded once per event, and its word on a refund we asked for. Each
// verified event is stored with what it came to (outcome, detail, the payment it was about), for the admins.
import type { PaymentMethod, WebhookDetail } from '@contract';
import type { Db } from '../../db/connection';
import type { WebhookOutcome } from '../../db/schema';
import { badRequest } from '../../errors';
import { failRefund, settleRefund, type RefundDeps } from '../refunds';
import { recordWithRetry, type Claim } from './recordPayment';

const webhookMethods: Record<string, PaymentMethod> = {
  card: 'creditCard',
  netbanking: 'netBanking',
  upi: 'scanPay',
};

/**
 * A verified Razorpay webhook. Its event id is stored in the same transaction as the payment it carries, so a
 * redelivered event does nothing, while a delivery whose recording failed leaves no trace and is credited
 * when Razorpay retries. Returns what happened, for the response and the tests.
 */
export async function handleWebhook(
  refunds: RefundDeps,
  rawBody: string,
  signature: string,
  eventId: string,
  now: Date,
): Promise<'duplicate' | 'ignored' | 'recorded'> {
  const { db, gateway } = refunds;
  if (!gateway.verifyWebhook(rawBody, signature)) throw badRequest('webhook_signature_mismatch', 'signature');
  if (!eventId) throw badRequest('webhook_event_id_missing', 'x-razorpay-event-id');
  let stored: { type: string | null; gatewayPaymentId: string | null } = {
    type: null,
    gatewayPaymentId: null,
  };
  /** Stores the event id with what it came to, once: false when it was stored before (a redelivery). */
  const claimAs =
    (outcome: WebhookOutcome, detail: WebhookDetail): Claim =>
    async (trx) => {
      const inserted = await trx
        .insertInto('webhook_events')
        .values({
          id: eventId,
          gateway: gateway.name,
          received_at: now.toISOString(),
          event_type: stored.type,
          outcome,
          detail,
          gateway_payment_id: stored.gatewayPaymentId,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    };
  /** Claims the event in its own transaction; a redelivery is counted on the stored one. */
  const claimed = async (outcome: WebhookOutcome, detail: WebhookDetail) => {
    const fresh = await db.transaction().execute(claimAs(outcome, detail));
    if (!fresh) await countRedelivery(db, eventId);
    return fresh;
  };
  let event: {
    event?: string;
    payload?: {
      refund?: { entity?: RefundEntity };
      payment?: {
        entity?: {
          id?: string;
          order_id?: string;
          method?: string;
          amount?: number;
          card?: { last4?: string };
        };
      };
    };
  };
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw badRequest('malformed_json_body');
  }
  stored = {
    type: typeof event.event === 'string' ? event.event.slice(0, 60) : null,
    gatewayPaymentId: gatewayPaymentIdOf(event),
  };
  if (event.event === 'refund.processed' || event.event === 'refund.failed') {
    const settled = await refundEvent(refunds, event.event, event.payload?.refund?.entity);
    // Claimed after settling: settling is idempotent, and a delivery that failed midway is redone.
    if (settled === 'ignored') return (await claimed('ignored', 'not_our_refund')) ? 'ignored' : 'duplicate';
    const detail = event.event === 'refund.processed' ? 'refund_processed' : 'refund_failed';
    const fresh = await claimed(
      settled ? 'processed' : 'duplicate',
      settled ? detail : 'refund_already_settled',
    );
    return settled && fresh ? 'recorded' : 'duplicate';
  }
  const payment = event.payload?.payment?.entity;
  const order =
    ['payment.captured', 'order.paid'].includes(event.event ?? '') && payment?.id && payment.order_id
      ? await db
          .selectFrom('payment_orders')
          .selectAll()
          .where('gateway_order_id', '=', payment.order_id)
          .where('gateway', '=', gateway.name)
          .executeTakeFirst()
      : undefined;
  // An amount other than the stored one is not this order's payment.
  if (!payment?.id || !order || payment.amount !== order.amount_paise) {
    const capture = ['payment.captured', 'order.paid'].includes(event.event ?? '') && !!payment?.order_id;
    const detail: WebhookDetail = !capture
      ? 'not_a_payment_event'
      : !order
        ? 'unknown_order'
        : 'amount_differs';
    return (await claimed('ignored', detail)) ? 'ignored' : 'duplicate';
  }
  const result = await recordWithRetry(
    db,
    order,
    {
      gatewayPaymentId: payment.id,
      method: webhookMethods[payment.method ?? ''] ?? 'creditCard',
      last4: payment.card?.last4 && /^\d{4}$/.test(payment.card.last4) ? payment.card.last4 : null,
      addressLine1: '',
      addressLine2: '',
      clientGstin: null,
    },
    now,
    claimAs('processed', 'payment_recorded'),
  );
  if (result === 'claimed') {
    await countRedelivery(db, eventId);
    return 'duplicate';
  }
  // The browser's confirmation (or another event) recorded this payment first.
  if (!result.created)
    await db
      .updateTable('webhook_events')
      .set({ outcome: 'duplicate', detail: 'payment_already_recorded' })
      .where('id', '=', eventId)
      .execute();
  return result.created ? 'recorded' : 'duplicate';
}

/** The gateway's payment id an event is about (a payment's own, or the payment a refund gives back). */
function gatewayPaymentIdOf(event: {
  payload?: { refund?: { entity?: RefundEntity }; payment?: { entity?: { id?: string } } };
}): string | null {
  const id = event.payload?.refund?.entity?.payment_id ?? event.payload?.payment?.entity?.id;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

async function countRedelivery(db: Db, eventId: string) {
  await db
    .updateTable('webhook_events')
    .set((eb) => ({ deliveries: eb('deliveries', '+', 1) }))
    .where('id', '=', eventId)
    .execute();
}

interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  notes?: { refund?: string };
  error_description?: string;
}

/**
 * Razorpay's word on a refund we asked for: found by its refund id (or, when the webhook overtook our
 * storing of that id, by the refund id we put in its notes, for the same payment), with the same amount.
 * Answers whether this call settled it, or 'ignored' when it is not a refund of ours.
 */
async function refundEvent(
  refunds: RefundDeps,
  type: 'refund.processed' | 'refund.failed',
  entity: RefundEntity | undefined,
): Promise<boolean | 'ignored'> {
  if (!entity?.id || !entity.payment_id) return 'ignored';
  const ours = await refunds.db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select(['refunds.id', 'refunds.amount_paise', 'refunds.gateway_refund_id'])
    .where('payments.gateway_payment_id', '=', entity.payment_id)
    .where('refunds.gateway', '=', refunds.gateway.name)
    .where((eb) =>
      eb.or([
        eb('refunds.gateway_refund_id', '=', entity.id!),
        eb.and([
          eb('refunds.gateway_refund_id', 'is', null),
          eb('refunds.id', '=', entity.notes?.refund ?? ''),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!ours || ours.amount_paise !== entity.amount) return 'ignored';
  if (!ours.gateway_refund_id)
    await refunds.db
      .updateTable('refunds')
      .set({ gateway_refund_id: entity.id })
      .where('id', '=', ours.id)
      .where('gateway_refund_id', 'is', null)
      .execute();
  return type === 'refund.processed'
    ? settleRefund(refunds, ours.id)
    : failRefund(refunds, ours.id, entity.error_description ?? 'Refused by the bank');
}
