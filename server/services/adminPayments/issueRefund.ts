// An admin refunds a payment: what the policy gives now, or an exception with a reason up to what is left.
// Through the one refund service (queued under the payment's lock, then sent after the commit), audited in the
// same transaction.
import type { AdminPaymentDetail, adminPaymentEndpoints, InputOf } from '@contract';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit';
import { queueRefund, sendRefund, type RefundDeps } from '../refunds';
import { paymentDetail } from './getPayment';
import { policyRefundOf } from './policy';

export async function issueRefund(
  deps: RefundDeps,
  me: UserRow,
  { params, body }: InputOf<typeof adminPaymentEndpoints.refund>,
): Promise<AdminPaymentDetail> {
  const { db, clock } = deps;
  const at = clock.now();
  const payment = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select([
      'payments.id',
      'payment_orders.booking_id',
      'payment_orders.service_order_id',
      'payment_orders.purpose',
      'payment_orders.gateway',
    ])
    .where('payments.id', '=', params.id)
    .executeTakeFirst();
  if (!payment) throw notFound('payment_not_found');
  // A top-up's money is the wallet's balance (refunded from the wallet, which debits it); a consultation paid
  // from the wallet never went through the gateway, so there is nothing there to send back.
  if (payment.purpose === 'wallet_topup' || payment.gateway === 'wallet')
    throw conflict('refund_wallet_payment');
  const refundId = await db.transaction().execute(async (trx) => {
    if (body.kind === 'policy') {
      const policy = await policyRefundOf(trx, payment.id);
      // A parallel policy refund meets the one-per-payment index: nothing due for the later one either.
      const id = policy
        ? await queueRefund(trx, { ...policy, paymentId: payment.id, issuedBy: me.id }, at)
        : null;
      if (!id || !policy) throw conflict('refund_policy_nothing_due');
      // What was queued: the policy's amount, or less when an exception gave part of it back already.
      const queued = await trx
        .selectFrom('refunds')
        .select('amount_paise')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId: me.id,
        action: 'refund.issued',
        subject: { type: 'payment', id: payment.id },
        detail: { refundId: id, amountPaise: queued.amount_paise, reason: policy.reason },
        at,
      });
      return id;
    }
    const id = await queueRefund(
      trx,
      {
        paymentId: payment.id,
        bookingId: payment.booking_id,
        serviceOrderId: payment.service_order_id,
        reason: 'exception',
        amountPaise: body.amountPaise,
        kind: 'exception',
        note: body.reason,
        issuedBy: me.id,
        whole: true,
      },
      at,
    );
    if (!id) throw conflict('refund_policy_nothing_due');
    await recordAudit(trx, {
      actorId: me.id,
      action: 'refund.exception_issued',
      subject: { type: 'payment', id: payment.id },
      detail: { refundId: id, amountPaise: body.amountPaise, reason: body.reason },
      at,
    });
    return id;
  });
  await sendRefund(deps, refundId);
  return paymentDetail(db, payment.id);
}
