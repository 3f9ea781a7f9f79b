// Anyone signed in reports a review to the admins, once per review.
import { reviewMessages, reviewEndpoints as endpoints, type InputOf } from '@contract';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { conflict } from '../../errors';
import { reviewById, type Me, type ReviewDeps } from './common';

export async function reportReview(
  { db, clock }: ReviewDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.report>,
): Promise<{ message: string }> {
  const review = await reviewById(db, params.id);
  try {
    await db
      .insertInto('review_reports')
      .values({
        id: newId(),
        review_id: review.id,
        reporter_id: me.id,
        reason: body.reason,
        created_at: clock.now().toISOString(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('review_already_reported');
    throw error;
  }
  return { message: reviewMessages.reported };
}
