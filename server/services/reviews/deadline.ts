// How long a completed consultation may be reviewed: its end plus the review window.
import { reviewWindowDays } from '@contract';
import type { BookingRow } from '../../db/schema';

const dayMs = 24 * 60 * 60_000;

/** The last instant a booking may be reviewed: its end plus 60 days (inclusive). */
export function reviewDeadline(booking: Pick<BookingRow, 'end_at'>): Date {
  return new Date(Date.parse(booking.end_at) + reviewWindowDays * dayMs);
}
