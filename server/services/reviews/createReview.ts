// Write a review: the client of a completed consultation, once, within the review window after its end
// (a delivered document order goes to reviewServiceOrder).
import { reviewEndpoints as endpoints, type InputOf, type Review } from '@contract';
import { conflict, forbidden, notFound } from '../../errors';
import type { Me, ReviewDeps } from './common';
import { isIn } from '../bookings/stateMachine';
import { reviewDeadline } from './deadline';
import { reviewServiceOrder } from './reviewServiceOrder';
import { saveReview } from './saveReview';

export async function createReview(
  { db, clock }: ReviewDeps,
  me: Me,
  { body }: InputOf<typeof endpoints.create>,
): Promise<Review> {
  if (body.serviceOrderId)
    return reviewServiceOrder({ db, clock }, me, { ...body, serviceOrderId: body.serviceOrderId });
  const booking = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', body.bookingId ?? '')
    .executeTakeFirst();
  // Someone else's booking answers as an unknown one; its lawyer, who knows it, is told why not.
  if (!booking || (booking.client_id !== me.id && booking.lawyer_id !== me.id))
    throw notFound('booking_not_found');
  if (booking.client_id !== me.id) throw forbidden('review_not_yours');
  if (!isIn(booking, 'review')) throw conflict('review_not_completed', 'bookingId');
  const existing = await db
    .selectFrom('reviews')
    .select('id')
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (existing) throw conflict('review_already_given', 'bookingId');
  const now = clock.now();
  if (now.getTime() > reviewDeadline(booking).getTime()) throw conflict('review_too_late', 'bookingId');
  return saveReview(
    { db, clock },
    {
      of: { bookingId: booking.id },
      lawyerId: booking.lawyer_id,
      clientId: me.id,
      body,
      notice: { kind: 'booking', reviewed: 'notice_reviewed_consultation' },
      already: { reason: 'review_already_given', field: 'bookingId' },
    },
  );
}
