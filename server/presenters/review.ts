// Reviews as the wire shows them (`reviewSchema`, `adminReviewSchema`): the author by first name and initial only.
import type { AdminReview, Review } from '@contract';
import type { Db } from '../db/connection';
import type { ReviewRow } from '../db/schema';

/** 'Priya Sharma' → 'Priya S.'; a single name stays as it is. */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Client';
  const first = words[0]!;
  if (words.length === 1) return first;
  return `${first} ${[...words.at(-1)!][0]!.toUpperCase()}.`;
}

export type ReviewWithAuthor = ReviewRow & { author_name: string };

export function presentReview(row: ReviewWithAuthor): Review {
  return {
    _id: row.id,
    stars: row.stars,
    text: row.text,
    recommend: row.recommend === null ? null : row.recommend === 1,
    author: authorName(row.author_name),
    createdAt: row.created_at,
    reply: row.reply_text !== null && row.reply_at ? { text: row.reply_text, createdAt: row.reply_at } : null,
  };
}

/** For the admin screen: the lawyer reviewed and every report (batched: two queries for the whole list). */
export async function presentAdminReviews(db: Db, rows: ReviewWithAuthor[]): Promise<AdminReview[]> {
  if (rows.length === 0) return [];
  const lawyers = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where(
      'id',
      'in',
      rows.map((r) => r.lawyer_id),
    )
    .execute();
  const reports = await db
    .selectFrom('review_reports')
    .select(['review_id', 'reason', 'created_at', 'resolved_at'])
    .where(
      'review_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const nameOf = new Map(lawyers.map((l) => [l.id, l.name]));
  return rows.map((row) => ({
    ...presentReview(row),
    lawyer: { _id: row.lawyer_id, name: nameOf.get(row.lawyer_id) ?? '' },
    hidden: row.hidden_at !== null,
    moderationReason: row.moderation_reason,
    reports: reports
      .filter((r) => r.review_id === row.id)
      .map((r) => ({ reason: r.reason, createdAt: r.created_at, open: r.resolved_at === null })),
  }));
}
