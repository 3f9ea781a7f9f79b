// An admin hides or restores a review with a reason: its reports are resolved and the author is told.
import { reviewEndpoints as endpoints, type AdminReview, type InputOf } from '@contract';
import { presentAdminReviews } from '../../presenters/review';
import { recordAudit } from '../audit/record';
import { notice, notify } from '../notifications';
import { profileLink, reviewById, type Me, type ReviewDeps } from './common';

async function moderate(
  { db, clock }: ReviewDeps,
  me: Me,
  id: string,
  hide: boolean,
  reason: string,
): Promise<AdminReview> {
  const review = await reviewById(db, id);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reviews')
      .set({
        hidden_at: hide ? (review.hidden_at ?? now) : null,
        moderation_reason: reason,
        moderated_at: now,
        moderated_by: me.id,
      })
      .where('id', '=', review.id)
      .execute();
    await trx
      .updateTable('review_reports')
      .set({ resolved_at: now })
      .where('review_id', '=', review.id)
      .where('resolved_at', 'is', null)
      .execute();
    await recordAudit(trx, {
      actorId: me.id,
      action: hide ? 'review.hidden' : 'review.restored',
      subject: { type: 'review', id: review.id },
      detail: { reason, lawyerId: review.lawyer_id },
      at: clock.now(),
    });
    await notify(trx, clock.now(), {
      userId: review.client_id,
      kind: 'system',
      says: notice(
        hide ? 'notice_review_hidden' : review.hidden_at ? 'notice_review_shown_again' : 'notice_review_kept',
        { reason },
      ),
      link: profileLink(review.lawyer_id),
    });
  });
  const [presented] = await presentAdminReviews(db, [await reviewById(db, review.id)]);
  return presented!;
}

export const hideReview = (deps: ReviewDeps, me: Me, { params, body }: InputOf<typeof endpoints.hide>) =>
  moderate(deps, me, params.id, true, body.reason);
export const restoreReview = (
  deps: ReviewDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.restore>,
) => moderate(deps, me, params.id, false, body.reason);
