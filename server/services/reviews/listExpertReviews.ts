// A lawyer's visible reviews, a page at a time, with their figures; seen by whoever may see the profile.
import { reviewsPageSize, reviewEndpoints as endpoints, type InputOf, type ReviewList } from '@contract';
import { presentReview } from '../../presenters/review';
import { withAuthor, type Me, type ReviewDeps } from './common';
import { reviewFigures } from './figures';
import { visibleExpertProfile } from './visibleExpert';

export async function listExpertReviews(
  { db }: ReviewDeps,
  me: Me,
  { params, query }: InputOf<typeof endpoints.listForExpert>,
): Promise<ReviewList> {
  await visibleExpertProfile(db, params.id, me.id);
  const [figures, rows] = await Promise.all([
    reviewFigures(db, params.id),
    withAuthor(db)
      .where('reviews.lawyer_id', '=', params.id)
      .where('reviews.hidden_at', 'is', null)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .limit(reviewsPageSize)
      .offset((query.page - 1) * reviewsPageSize)
      .execute(),
  ]);
  return {
    ...figures,
    items: rows.map(presentReview),
    total: figures.reviewCount,
    page: query.page,
    pageSize: reviewsPageSize,
  };
}
