// The notice a lawyer gets when a consultation is booked with them: sent by booking, by the payment that
// confirms a held booking, and by a document order's included call.
import type { Db } from '../db/connection';
import { notice, notify } from './notifications';

export const schedulesLink = '/dashboard/schedules';

export async function notifyLawyerOfBooking(
  trx: Pick<Db, 'insertInto' | 'getExecutor'>,
  at: Date,
  client: { name: string; lawyerId: string },
  needsApproval: boolean,
  body: { date: string; slot: string; topic: string },
) {
  const values = { name: client.name, when: { day: body.date, slot: body.slot }, topic: body.topic };
  await notify(trx, at, {
    userId: client.lawyerId,
    kind: 'booking',
    says: notice(needsApproval ? 'notice_booking_asked' : 'notice_booking_booked', values),
    link: schedulesLink,
  });
}
