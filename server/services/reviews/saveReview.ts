// Writing a review and telling its lawyer, shared by a consultation's review and a document order's: one
// transaction; a second review of the same thing (two tabs at once) meets the unique index and is refused.
import type { Review } from '@contract';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { conflict } from '../../errors';
import type { ErrorReason } from '../../i18n';
import { presentReview } from '../../presenters/review';
import { notice, notify } from '../notifications';
import { profileLink, reviewById, type ReviewDeps } from './common';
import { type NoticeKey, type Values } from '../../i18n';

export interface NewReview {
  of: { bookingId: string } | { serviceOrderId: string };
  lawyerId: string;
  clientId: string;
  body: { stars: number; text: string; recommend: boolean | null };
  /** The lawyer's notice: its kind and the sentence before the stars. */
  notice: { kind: 'booking' | 'request'; reviewed: NoticeKey; values?: Values };
  /** Said when the thing was reviewed already, naming the field. */
  already: { reason: ErrorReason; field: 'bookingId' | 'serviceOrderId' };
}

export async function saveReview({ db, clock }: ReviewDeps, review: NewReview): Promise<Review> {
  const id = newId();
  const now = clock.now();
  const { stars, text, recommend } = review.body;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('reviews')
        .values({
          id,
          booking_id: 'bookingId' in review.of ? review.of.bookingId : null,
          service_order_id: 'serviceOrderId' in review.of ? review.of.serviceOrderId : null,
          lawyer_id: review.lawyerId,
          client_id: review.clientId,
          stars,
          text,
          recommend: recommend === null ? null : recommend ? 1 : 0,
          created_at: now.toISOString(),
        })
        .execute();
      await notify(trx, now, {
        userId: review.lawyerId,
        kind: review.notice.kind,
        says: notice(review.notice.reviewed, { ...review.notice.values, stars }),
        link: profileLink(review.lawyerId),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(review.already.reason, review.already.field);
    throw error;
  }
  return presentReview(await reviewById(db, id));
}
