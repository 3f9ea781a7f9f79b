// Cancelling a booking for any reason (a participant, a decline, a no-show) and refunding what the policy gives.
import type { Trx } from '../../db/connection';
import type { BookingRow, CancelReason } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { schedulesLink } from '../bookingNotices';
import { notify } from '../notifications';
import { cancellationRefundPaise, queueBookingRefund, sendRefund } from '../refunds';
import type { BookingDeps } from './common';
import { transitions } from './stateMachine';
import { type NoticeKey, type Said } from '../../i18n';

/**
 * Cancels the booking (from one of the `step`'s from-states, stateMachine.ts) for `reason`, withdraws an open proposal, tells the other
 * participant and refunds what the policy gives back (services/refunds.ts). Only the caller that changed the
 * status queues a refund: parallel cancels refund once. The status read is the one the refund is decided on
 * (a booking awaiting approval goes back in full), so a booking that changed meanwhile is left as it is.
 */
export async function cancelAndRefund(
  deps: BookingDeps,
  row: BookingRow,
  step: 'cancel' | 'decline' | 'noShow',
  reason: CancelReason,
  tell: { userId: string; says: Said<NoticeKey> },
) {
  const at = deps.clock.now();
  const refundId = await deps.db
    .transaction()
    .execute((trx) => cancelWithin(trx, row, step, reason, tell, at));
  if (refundId) await sendRefund(deps, refundId);
}

/**
 * The same inside the caller's transaction (a suspension cancels many bookings at once): the refund it queued,
 * if any, for the caller to send after the commit; null also when the booking had changed meanwhile.
 */
export async function cancelWithin(
  trx: Trx,
  row: BookingRow,
  step: 'cancel' | 'decline' | 'noShow',
  reason: CancelReason,
  tell: { userId: string; says: Said<NoticeKey> },
  at: Date,
): Promise<string | null> {
  const now = at.toISOString();
  const changed = await trx
    .updateTable('bookings')
    .set({ status: transitions[step].to, cancel_reason: reason, updated_at: now })
    .where('id', '=', row.id)
    .where('status', 'in', transitions[step].from)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (!updatedAny(changed)) return null;
  await trx
    .updateTable('booking_reschedules')
    .set({ status: 'withdrawn', decided_at: now })
    .where('booking_id', '=', row.id)
    .where('status', '=', 'pending')
    .execute();
  await notify(trx, at, { ...tell, kind: 'booking', link: schedulesLink });
  const refundPaise = cancellationRefundPaise(
    row.price_paise,
    reason,
    new Date(row.start_at),
    at,
    row.status,
  );
  return queueBookingRefund(trx, row.id, reason, refundPaise, at);
}
