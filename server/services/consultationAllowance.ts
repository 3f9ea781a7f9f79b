// The premium benefit 'unlimited consultations': on the Basic free plan a client books at most
// basicMonthlyConsultations per calendar month (IST), counting every consultation booked that month that takes
// up an allowance (`takesAllowance`). The same rule decides whether the free first consultation is used.
import type { ExpressionBuilder } from 'kysely';
import { basicMonthlyConsultations, bookingToday, errorCodes } from '@contract';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import { isPremium } from './payments/subscriptions';

/** The instant the calendar month of `now` began in India. */
export function istMonthStart(now: Date): string {
  return new Date(`${bookingToday(now).slice(0, 7)}-01T00:00:00+05:30`).toISOString();
}

/**
 * A booking the client chose and pays as a consultation: not the call included in a document order. Only those
 * use up the Basic plan's allowance and the free first consultation.
 */
const bookedAsConsultation = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('service_orders')
        .select('service_orders.id')
        .whereRef('service_orders.call_booking_id', '=', 'bookings.id'),
    ),
  );

/**
 * A booking that uses up the client's allowance (the free first consultation, the Basic plan's month): booked
 * as a consultation and neither cancelled nor missed by a lawyer who did not join (the client keeps it then).
 */
export const takesAllowance = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.and([
    eb('status', '<>', 'cancelled'),
    eb.or([eb('status', '<>', 'missed'), eb('lawyer_joined_at', 'is not', null)]),
    bookedAsConsultation(eb),
  ]);

/** Throws 403 `consultation_limit_reached` when a Basic client has booked this month's allowance. */
export async function ensureConsultationAllowance(db: Db, clientId: string, now: Date): Promise<void> {
  if (await isPremium(db, clientId, now)) return;
  const { n } = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .where('created_at', '>=', istMonthStart(now))
    .where(takesAllowance)
    .executeTakeFirstOrThrow();
  if (n >= basicMonthlyConsultations)
    throw new HttpError(403, errorCodes.consultationLimit, 'consultation_limit_reached');
}
