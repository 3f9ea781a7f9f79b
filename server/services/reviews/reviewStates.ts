// The client's side of their completed bookings, for Schedules: reviewed when, reviewable until when.
import type { Db } from '../../db/connection';
import type { BookingRow } from '../../db/schema';
import { canReview } from '../bookings/stateMachine';
import { reviewDeadline } from './deadline';

export async function reviewStates(
  db: Db,
  rows: Pick<BookingRow, 'id' | 'client_id' | 'lawyer_id' | 'status' | 'end_at'>[],
  meId: string,
): Promise<Map<string, { reviewedAt: string | null; reviewableUntil: string | null }>> {
  const mine = rows.filter((r) => canReview(r, { id: meId }));
  if (mine.length === 0) return new Map();
  const reviewed = await db
    .selectFrom('reviews')
    .select(['booking_id', 'created_at'])
    .where(
      'booking_id',
      'in',
      mine.map((r) => r.id),
    )
    .execute();
  const at = new Map(reviewed.map((r) => [r.booking_id, r.created_at]));
  return new Map(
    mine.map((r) => [
      r.id,
      { reviewedAt: at.get(r.id) ?? null, reviewableUntil: reviewDeadline(r).toISOString() },
    ]),
  );
}
