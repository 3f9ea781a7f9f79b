// The payment hold's end: priced bookings left unpaid are cancelled, their slots freed, their clients told.
import { inTransaction, type Db, type Trx } from '../../db/connection';
import { updatedAny } from '../../db/updated';
import { schedulesLink } from '../bookingNotices';
import { slotTimes } from '../bookingSlots';
import { paymentHoldMinutes } from '../bookingMoney';
import { notice, notify } from '../notifications';
import { transitions } from './stateMachine';

/**
 * Priced bookings not paid within the payment hold: cancelled ('unpaid'), which frees their slots, and the
 * client told. All of them (the sweep), or the one on a slot someone is booking now.
 */
export async function releaseLapsedHolds(
  db: Db | Trx,
  now: Date,
  slot?: { lawyerId: string; date: string; slot: string },
): Promise<number> {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'client_id', 'topic', 'date', 'slot'])
    .where('status', 'in', transitions.lapse.from)
    .where('payment_due_at', '<=', now.toISOString());
  if (slot)
    query = query
      .where('lawyer_id', '=', slot.lawyerId)
      .where('start_at', '=', slotTimes(slot.date, slot.slot).start_at);
  const lapsed = await query.execute();
  for (const row of lapsed) {
    // The release and the client's notice land together (a stop between them would leave the client untold).
    await inTransaction(db, async (trx) => {
      const changed = await trx
        .updateTable('bookings')
        .set({ status: transitions.lapse.to, cancel_reason: 'unpaid', updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', 'in', transitions.lapse.from)
        .executeTakeFirst();
      if (!updatedAny(changed)) return;
      await notify(trx, now, {
        userId: row.client_id,
        kind: 'booking',
        says: notice('notice_hold_released', {
          topic: row.topic,
          when: { day: row.date, slot: row.slot },
          minutes: paymentHoldMinutes,
        }),
        link: schedulesLink,
      });
    });
  }
  return lapsed.length;
}
