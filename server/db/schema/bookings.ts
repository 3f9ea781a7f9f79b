// Bookings and consultations: availability, bookings, reschedules, rooms, reminders, calendars.
import type { ColumnType } from 'kysely';
import type { CancelReason } from '@contract';

/** A lawyer's weekly pattern when changed from the default (Mon–Sat, every slot 10:00–17:30). */
export interface AvailabilityTable {
  lawyer_id: string;
  /** JSON array of weekdays, 0 = Sunday. */
  days: string;
  /** JSON array of 'HH:mm' slot starts (IST). */
  slots: string;
  updated_at: string;
}

export type BookingStatus =
  'awaiting_payment' | 'confirmed' | 'pending_approval' | 'cancelled' | 'completed' | 'missed';

/** One booked consultation; a live (not cancelled) one holds its slot through a unique index. */
export interface BookingsTable {
  id: string;
  client_id: string;
  lawyer_id: string;
  /** 'YYYY-MM-DD' (IST). */
  date: string;
  /** 'HH:mm' 24h start (IST). */
  slot: string;
  start_at: string;
  end_at: string;
  minutes: number;
  mode: 'video' | 'phone' | 'onsite';
  topic: string;
  price_paise: number;
  status: BookingStatus;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set when a call or chat session ended (migration 012); null = not metered yet. */
  metered_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0/1 (migration 014): the client's free first consultation, ₹0 however long it is metered. */
  free_first: ColumnType<number, number | undefined, number>;
  /** The lawyer's per-minute rate when the booking was made (migration 018): the booking's money uses it. */
  rate_paise: ColumnType<number, number | undefined, number>;
  /** Owed back to the client for unused minutes, recorded at metering (services/bookingMoney.ts). */
  refund_due_paise: ColumnType<number, number | undefined, number>;
  /** When each side pressed End (migration 019): with both set the consultation is completed. */
  client_ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  lawyer_ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 020: an awaiting_payment booking holds its slot until then (the product's one payment hold). */
  payment_due_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why it was cancelled (who, and whether the refund rule applies): see services/refunds.ts. */
  cancel_reason: ColumnType<CancelReason | null, CancelReason | null | undefined, CancelReason | null>;
  /** When the lawyer first joined the consultation room: none 10 minutes after the start is a no-show. */
  lawyer_joined_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 041: 'instant' = a Consult now consultation (no slot, metered from the wallet; services/instant). */
  kind: ColumnType<'slot' | 'instant', 'slot' | 'instant' | undefined, 'slot' | 'instant'>;
}

export type { CancelReason } from '@contract';

export interface BookingReschedulesTable {
  id: string;
  booking_id: string;
  proposed_by: string;
  date: string;
  slot: string;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  created_at: string;
  decided_at: string | null;
}

export interface BookingDocumentsTable {
  id: string;
  booking_id: string;
  uploaded_by: string;
  original_name: string;
  /** Server-generated file name inside <dataDir>/uploads. */
  stored_name: string;
  mime: string;
  size: number;
  created_at: string;
}

// Live consultations and request chats.
export interface ConsultationMessagesTable {
  id: string;
  /** Exactly one of booking_id / request_id: the room the message was written in. */
  booking_id: string | null;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  sender_id: string;
  /** The sender's own id for the message: resending it after a reconnect finds the stored one. */
  client_id: string;
  body: string;
  attachment_name: string | null;
  attachment_stored: string | null;
  attachment_mime: string | null;
  attachment_size: number | null;
  created_at: string;
  delivered_at: string | null;
  read_at: string | null;
}

export interface ConsultationSessionsTable {
  id: string;
  booking_id: string;
  kind: 'call' | 'chat';
  started_by: string | null;
  started_at: string;
  connected_at: string | null;
  ended_at: string | null;
}

/** The iCalendar SEQUENCE of the last invite sent for a booking (migration 022). */
export interface CalendarInvitesTable {
  booking_id: string;
  sequence: number;
  /** The start the last invite announced. */
  start_at: string;
  /** Set once the CANCEL went out. */
  cancelled_at: string | null;
  updated_at: string;
}

export type ReminderKind = '24h' | '15m';

/** A reminder sent (claimed) once per booking and kind, for the start it reminded of (migration 022). */
export interface BookingRemindersTable {
  booking_id: string;
  kind: ReminderKind;
  start_at: string;
  sent_at: string;
}

/** A user's private calendar feed (migration 025): looked up by the hash of the URL secret. */
export interface CalendarFeedsTable {
  user_id: string;
  secret_hash: string;
  secret_enc: string;
  created_at: string;
}
