// The admin's review queue, a keyset page at a time: reported reviews not yet resolved (newest written first),
// or the hidden ones (last hidden first). A page is presented in one batch.
import { reviewEndpoints as endpoints, type AdminReviewPage, type InputOf } from '@contract';
import { presentAdminReviews } from '../../presenters/review';
import { keysetPage, keysetRange } from '../paging';
import { withAuthor, type Me, type ReviewDeps } from './common';

export async function listReviewsForAdmin(
  { db }: ReviewDeps,
  _me: Me,
  { query }: InputOf<typeof endpoints.adminList>,
): Promise<AdminReviewPage> {
  const range = { direction: 'desc' as const, take: query.limit + 1, cursor: query.cursor };
  if (query.status === 'hidden') {
    const rows = await keysetRange(
      withAuthor(db).where('reviews.hidden_at', 'is not', null),
      ['reviews.hidden_at', 'reviews.id'],
      range,
    ).execute();
    const page = keysetPage(rows, query.limit, (r) => ({ at: r.hidden_at!, id: r.id }));
    return { items: await presentAdminReviews(db, page.rows), nextCursor: page.nextCursor };
  }
  const rows = await keysetRange(
    withAuthor(db).where((eb) =>
      eb.exists(
        eb
          .selectFrom('review_reports')
          .select('review_reports.id')
          .whereRef('review_reports.review_id', '=', 'reviews.id')
          .where('review_reports.resolved_at', 'is', null),
      ),
    ),
    ['reviews.created_at', 'reviews.id'],
    range,
  ).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return { items: await presentAdminReviews(db, page.rows), nextCursor: page.nextCursor };
}
