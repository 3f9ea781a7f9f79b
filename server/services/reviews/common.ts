// What the review use cases share: their dependencies, the caller, links, and a review read with its author.
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { ReviewWithAuthor } from '../../presenters/review';
import type { Clock } from '../../types';

export interface ReviewDeps {
  db: Db;
  clock: Clock;
}

export type Me = Pick<UserRow, 'id' | 'role'>;

export const schedulesLink = '/dashboard/schedules';
export const profileLink = (lawyerId: string) => `/dashboard/lawyer-profile/${lawyerId}`;

export function withAuthor(db: Db) {
  return db
    .selectFrom('reviews')
    .innerJoin('users as author', 'author.id', 'reviews.client_id')
    .selectAll('reviews')
    .select('author.name as author_name');
}

export async function reviewById(db: Db, id: string): Promise<ReviewWithAuthor> {
  const row = await withAuthor(db).where('reviews.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('review_not_found');
  return row;
}
