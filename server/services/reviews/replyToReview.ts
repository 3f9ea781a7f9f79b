// The reviewed lawyer replies to a review, once; the client is told.
import { reviewEndpoints as endpoints, type InputOf, type Review } from '@contract';
import { updatedAny } from '../../db/updated';
import { conflict, forbidden } from '../../errors';
import { presentReview } from '../../presenters/review';
import { notice, notify } from '../notifications';
import { profileLink, reviewById, type Me, type ReviewDeps } from './common';

export async function replyToReview(
  { db, clock }: ReviewDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reply>,
): Promise<Review> {
  const review = await reviewById(db, params.id);
  if (review.lawyer_id !== me.id) throw forbidden('review_reply_not_yours');
  if (review.reply_at !== null) throw conflict('review_already_replied');
  const now = clock.now().toISOString();
  // The reply and the client's notice land together.
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('reviews')
      .set({ reply_text: body.text, reply_at: now })
      .where('id', '=', review.id)
      .where('reply_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(updated)) throw conflict('review_already_replied');
    await notify(trx, clock.now(), {
      userId: review.client_id,
      kind: 'booking',
      says: notice('notice_review_replied'),
      link: profileLink(review.lawyer_id),
    });
  });
  return presentReview(await reviewById(db, review.id));
}
