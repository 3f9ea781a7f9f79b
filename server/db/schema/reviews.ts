// Reviews of completed engagements and reports against them.
import type { ColumnType } from 'kysely';

/** A client's review of one completed engagement (migration 021); booking_id null is kept for document orders. */
export interface ReviewsTable {
  id: string;
  booking_id: string | null;
  /** A delivered legal-document order (migration 024); exactly one of booking_id and this is set. */
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  lawyer_id: string;
  client_id: string;
  /** 1–5. */
  stars: number;
  /** Trimmed; '' when none. */
  text: ColumnType<string, string | undefined, string>;
  /** 0/1; null when the client did not say. */
  recommend: number | null;
  created_at: string;
  reply_text: ColumnType<string | null, string | null | undefined, string | null>;
  reply_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set while an admin keeps the review hidden: not listed, not counted. */
  hidden_at: ColumnType<string | null, string | null | undefined, string | null>;
  moderation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  moderated_at: ColumnType<string | null, string | null | undefined, string | null>;
  moderated_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ReviewReportsTable {
  id: string;
  review_id: string;
  reporter_id: string;
  reason: string;
  created_at: string;
  resolved_at: ColumnType<string | null, string | null | undefined, string | null>;
}
