// The premium benefit 'unlimited consultations': on the Basic free plan a client books at most
// basicMonthlyConsultations per calendar month (IST), counting every booking made that month and not cancelled.
import { basicMonthlyConsultations, bookingToday, consultationLimitMessage, errorCodes } from '@contract';
import type { Db } from '../db/connection';
import { HttpError } from '../middlewares/errors';
import { isPremium } from './payments/service';

/** The instant the calendar month of `now` began in India. */
export function istMonthStart(now: Date): string {
  return new Date(`${bookingToday(now).slice(0, 7)}-01T00:00:00+05:30`).toISOString();
}

/** Throws 403 `consultation_limit_reached` when a Basic client has booked this month's allowance. */
export async function ensureConsultationAllowance(db: Db, clientId: string, now: Date): Promise<void> {
  if (await isPremium(db, clientId, now)) return;
  const { n } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .where('status', '<>', 'cancelled')
    .where('created_at', '>=', istMonthStart(now))
    .executeTakeFirstOrThrow();
  if (n >= basicMonthlyConsultations)
    throw new HttpError(403, errorCodes.consultationLimit, consultationLimitMessage);
}
