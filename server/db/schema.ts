// Kysely table types. Ids are text ULIDs, timestamps ISO-8601 text, money integer paise:
// the same shapes work on SQLite and PostgreSQL.
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@contract';

export interface UsersTable {
  id: string;
  /** Always stored lowercased. */
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  /** JSON array of consultation type names. */
  consultation_types: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  user_agent: string;
}

/** One-time password-recovery codes (6 digits), stored only as an HMAC. */
export interface OtpCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Wrong tries so far; the code is voided at the limit. */
  attempts: number;
  /** Set when the code was used, voided by a newer code, or by too many wrong tries. */
  consumed_at: string | null;
}

/** Reset tokens handed out after a verified code, stored only as an HMAC. */
export interface ResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** The offline demo inbox: mails kept here when no SMTP server is configured. */
export interface DemoMailsTable {
  id: string;
  to_email: string;
  subject: string;
  text: string;
  /** The calendar part (.ics) of the mail, if it had one (migration 022). */
  ics: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON list of the mail's attachments as captured: name, type, size (migration 024). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** A consultation request posted from the Create Request screen. Money in paise. */
export interface RequestsTable {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  budget_paise: number | null;
  consultation_type: 'Online' | 'On-site';
  /** YYYY-MM-DD */
  date: string;
  /** A 30-minute slot such as '10:30 AM'. */
  timing: string;
  /** The mentioned legal advisor's e-mail, lowercased. */
  mention: string;
  /** The professional the mention names, when the e-mail belongs to one. */
  lawyer_id: string | null;
  /** 0/1 (migration 019): mentioned from the lawyer's profile, by id; shown by name to all but the lawyer. */
  mention_by_profile: ColumnType<number, number | undefined, number>;
  assigned_lawyer_id: string | null;
  status: 'new' | 'on-going' | 'completed';
  created_at: string;
  updated_at: string;
}

export interface RequestDocumentsTable {
  id: string;
  request_id: string;
  original_name: string;
  /** Server-generated file name inside <dataDir>/uploads. */
  stored_name: string;
  mime: string;
  size: number;
  created_at: string;
}

export type VerificationStatus = 'pending' | 'verified' | 'rejected';

/** A professional's public profile (one per user); only 'verified' ones are listed or shown. */
export interface LawyerProfilesTable {
  user_id: string;
  title: string;
  /** JSON array of practice-area names. */
  practice_areas: string;
  /** JSON array of language names. */
  languages: string;
  city: string;
  state: string;
  years_experience: number;
  rate_paise: number;
  bio: string;
  enrolment_number: string;
  bar_council: string;
  enrolment_year: number;
  /** Not read since migration 021: followers, clients and ratings are computed (services/reviews.ts). */
  followers: number;
  /** Not read since migration 021 (computed from completed bookings). */
  clients: number;
  /** Not read since migration 021 (computed from visible reviews). */
  positive_ratings: number;
  verification_status: VerificationStatus;
  photo_url: string | null;
  created_at: string;
  /** Street and building of the office (migration 013); '' = not given, city and state only. */
  office_address: ColumnType<string, string | undefined, string>;
}

export interface FollowsTable {
  user_id: string;
  lawyer_id: string;
  created_at: string;
}

export interface SearchCountsTable {
  kind: 'name' | 'expertise';
  /** Lowercased, single-spaced. */
  term: string;
  count: number;
}

/** user_id null: a system notice for every user. */
export interface NotificationsTable {
  id: string;
  user_id: string | null;
  kind: string;
  message: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** A message sent through the public contact form. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  topic: string;
  message: string;
  created_at: string;
}

/** The consultation landing form's choice; user_id null for a visitor. */
export interface ConsultationLeadsTable {
  id: string;
  user_id: string | null;
  problem_type: string;
  time: string;
  language: string;
  created_at: string;
}

// --- account centre (migration 009) ---
export interface UserSettingsTable {
  user_id: string;
  /** JSON of the contract's Settings; missing keys take their defaults when read. */
  data: string;
  updated_at: string;
}

/** Per-user read marker for system notices (user_id null in notifications). */
export interface NotificationReadsTable {
  notification_id: string;
  user_id: string;
  read_at: string;
}

export interface TwoFactorTable {
  user_id: string;
  /** AES-256-GCM encrypted base32 TOTP secret. */
  secret_enc: string;
  /** null while set-up waits for its first correct code. */
  enabled_at: string | null;
  created_at: string;
  /** Time step (Unix time / 30 s) of the last accepted code (migration 015): a code is used once. */
  last_totp_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface UserProfilesTable {
  user_id: string;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  country: string | null;
  region: string | null;
  about: string | null;
  employment_type: string | null;
  industry_type: string | null;
  /** Server-generated file name inside <dataDir>/uploads. */
  photo_stored_name: string | null;
  photo_mime: string | null;
  updated_at: string;
}

export interface ReferralCodesTable {
  user_id: string;
  code: string;
  created_at: string;
}

export interface ReferralsTable {
  id: string;
  referrer_id: string;
  referred_id: string;
  created_at: string;
  reward_paise: number | null;
  rewarded_at: string | null;
}

export interface SupportTicketsTable {
  id: string;
  user_id: string;
  subject: string;
  message: string;
  status: 'open' | 'closed';
  created_at: string;
}
// --- end account centre ---

/** A lawyer's weekly pattern when changed from the default (Mon–Sat, every slot 10:00–17:30). */
export interface AvailabilityTable {
  lawyer_id: string;
  /** JSON array of weekdays, 0 = Sunday. */
  days: string;
  /** JSON array of 'HH:mm' slot starts (IST). */
  slots: string;
  updated_at: string;
}

export type BookingStatus = 'awaiting_payment' | 'confirmed' | 'pending_approval' | 'cancelled' | 'completed';

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
}

export type { CancelReason } from '@contract';
import type { CancelReason } from '@contract';

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

// --- money (008): gateway orders, payments, subscriptions, invoices, webhook events, documents. Paise.
export interface PaymentOrdersTable {
  id: string;
  user_id: string;
  gateway: 'demo' | 'razorpay';
  gateway_order_id: string;
  purpose: 'plan' | 'booking' | 'service_order';
  plan: 'monthly' | 'yearly' | null;
  booking_id: string | null;
  /** A legal-document order (migration 024). */
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount_paise: number;
  description: string;
  status: 'created' | 'paid' | 'failed';
  created_at: string;
  paid_at: string | null;
}

/** No card number, expiry or CVV: only the last four digits and the billing address. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  user_id: string;
  gateway_payment_id: string;
  method: string;
  last4: string | null;
  address_line1: string;
  address_line2: string;
  amount_paise: number;
  created_at: string;
  /** The legal-document order this pays (migration 024); null for plans and bookings. */
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan: 'monthly' | 'yearly';
  payment_id: string;
  started_at: string;
  period_end: string;
  cancelled_at: string | null;
}

export interface InvoicesTable {
  id: string;
  /** Issue order across all years (kept unique); the printed number is `number`. */
  seq: number;
  /** The GST number of its financial year's series, e.g. INV/26-27/000001 (migration 023). */
  number: string;
  user_id: string;
  payment_id: string;
  /** document: a legal-document package sold by the platform (migration 024). */
  kind: 'plan' | 'consultation' | 'document';
  issuer_name: string;
  issuer_gstin: string;
  client_name: string;
  client_email: string;
  client_gstin: string | null;
  description: string;
  taxable_paise: number;
  gst_paise: number;
  total_paise: number;
  /** 0/1: a consultation by an advocate for a business client (GST paid by the client). */
  reverse_charge: number;
  status: 'paid';
  issued_at: string;
}

/** One per payment (migration 020): what goes back to the client and where it stands at the gateway. */
export interface RefundsTable {
  id: string;
  payment_id: string;
  user_id: string;
  booking_id: string | null;
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount_paise: number;
  reason: RefundReason;
  status: 'pending' | 'processed' | 'failed';
  gateway: 'demo' | 'razorpay';
  gateway_refund_id: string | null;
  failure: string | null;
  created_at: string;
  processed_at: string | null;
}
/**
 * plan_cancelled: the unused part of a premium period, refunded pro rata when premium is cancelled; paid_twice:
 * a booking's second payment (two payment windows open at once), refunded whole.
 */
export type RefundReason =
  'unused_minutes' | 'plan_cancelled' | 'service_order_cancelled' | 'paid_twice' | CancelReason;

/** The GST credit note of a processed refund; names and GSTINs are those of the invoice it corrects. */
export interface CreditNotesTable {
  id: string;
  seq: number;
  /** CN/26-27/000001 (migration 023). */
  number: string;
  refund_id: string;
  invoice_id: string;
  user_id: string;
  taxable_paise: number;
  gst_paise: number;
  total_paise: number;
  issued_at: string;
}

export interface WebhookEventsTable {
  id: string;
  gateway: string;
  received_at: string;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  original_name: string;
  stored_name: string;
  mime: string;
  size: number;
  description: string;
  /** scrypt hash of the secured PIN, null when none. */
  pin_hash: string | null;
  pin_failures: number;
  pin_locked_until: string | null;
  shared_with: string | null;
  deleted_at: string | null;
  created_at: string;
}

/** Users granted the admin role (users.role cannot hold it: see migration 007). */
export interface AdminsTable {
  user_id: string;
  created_at: string;
}

/** A professional's current Bar Council certificate (a new upload replaces it). */
export interface LawyerCertificatesTable {
  user_id: string;
  original_name: string;
  /** Server-generated file name inside <dataDir>/uploads. */
  stored_name: string;
  mime: string;
  size: number;
  created_at: string;
}

/** Every admin decision on a profile; the latest explains the current status. */
export interface VerificationDecisionsTable {
  id: string;
  user_id: string;
  admin_id: string | null;
  decision: 'verified' | 'rejected';
  reason: string | null;
  created_at: string;
}

/** Shared rate-limit windows (hosted mode); reset_at in epoch milliseconds. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

// Live consultations (migration 012); request chats (migration 014).
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

/** One row (id 1): moved on by triggers whenever a user, session revocation or admin grant changes (migration 026). */
export interface AuthEpochTable {
  id: number;
  value: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  auth_epoch: AuthEpochTable;
  otp_codes: OtpCodesTable;
  reset_tokens: ResetTokensTable;
  demo_mails: DemoMailsTable;
  lawyer_profiles: LawyerProfilesTable;
  follows: FollowsTable;
  search_counts: SearchCountsTable;
  requests: RequestsTable;
  request_documents: RequestDocumentsTable;
  notifications: NotificationsTable;
  rate_limits: RateLimitsTable;
  contact_messages: ContactMessagesTable;
  consultation_leads: ConsultationLeadsTable;
  user_settings: UserSettingsTable;
  notification_reads: NotificationReadsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  user_profiles: UserProfilesTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  support_tickets: SupportTicketsTable;
  availability: AvailabilityTable;
  bookings: BookingsTable;
  booking_reschedules: BookingReschedulesTable;
  booking_documents: BookingDocumentsTable;
  payment_orders: PaymentOrdersTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  refunds: RefundsTable;
  credit_notes: CreditNotesTable;
  webhook_events: WebhookEventsTable;
  documents: DocumentsTable;
  admins: AdminsTable;
  lawyer_certificates: LawyerCertificatesTable;
  verification_decisions: VerificationDecisionsTable;
  schema_migrations: SchemaMigrationsTable;
  consultation_messages: ConsultationMessagesTable;
  consultation_sessions: ConsultationSessionsTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
  calendar_invites: CalendarInvitesTable;
  booking_reminders: BookingRemindersTable;
  services: ServicesTable;
  service_orders: ServiceOrdersTable;
  service_order_events: ServiceOrderEventsTable;
  service_order_files: ServiceOrderFilesTable;
  payout_accounts: PayoutAccountsTable;
  payouts: PayoutsTable;
  calendar_feeds: CalendarFeedsTable;
}

/** A fixed-price legal-document package of the catalogue (migration 024); lists are JSON text. */
export interface ServicesTable {
  id: string;
  slug: string;
  title: string;
  category: 'drafting' | 'review' | 'trademark' | 'start-up';
  price_paise: number;
  gst_percent: number;
  turnaround_days: number;
  revisions: number;
  description: string;
  included: string;
  provides: string;
  questionnaire: string;
  position: number;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
}

export type ServiceOrderStatus =
  'awaiting_payment' | 'awaiting_lawyer' | 'in_progress' | 'revision_requested' | 'delivered' | 'cancelled';

/** One purchase of a package, its terms copied at purchase (migration 024). */
export interface ServiceOrdersTable {
  id: string;
  client_id: string;
  service_id: string;
  lawyer_id: string | null;
  status: ServiceOrderStatus;
  title: string;
  category: string;
  price_paise: number;
  turnaround_days: number;
  revisions_allowed: number;
  revisions_used: number;
  questionnaire: string;
  answers: string;
  call_booking_id: string | null;
  paid_at: string | null;
  details_at: string | null;
  accepted_at: string | null;
  due_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  unclaimed_notified_at: string | null;
  overdue_notified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ServiceOrderEventsTable {
  id: string;
  order_id: string;
  kind: string;
  actor_id: string | null;
  note: string;
  at: string;
}

export interface ServiceOrderFilesTable {
  id: string;
  order_id: string;
  kind: 'answer' | 'draft' | 'delivery';
  question_id: string | null;
  version: number | null;
  note: string;
  original_name: string;
  stored_name: string;
  mime: string;
  size: number;
  uploaded_by: string | null;
  created_at: string;
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

/** A lawyer's payout account (migration 025): the number (or UPI id) only encrypted; replies show `masked`. */
export interface PayoutAccountsTable {
  user_id: string;
  kind: 'bank' | 'upi';
  holder_name: string;
  ifsc: string | null;
  number_enc: string;
  masked: string;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

/** One payout per lawyer and payout week (migration 025): `week` is the Monday (IST) 'YYYY-MM-DD'. */
export interface PayoutsTable {
  id: string;
  lawyer_id: string;
  week: string;
  amount_paise: number;
  status: PayoutStatus;
  gateway: string;
  gateway_payout_id: string | null;
  /** The gateway's idempotency key: kept across retries, renewed only after a definite failure. */
  idempotency_key: string;
  account_masked: string;
  attempts: ColumnType<number, number | undefined, number>;
  failure: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
}

/** A user's private calendar feed (migration 025): looked up by the hash of the URL secret. */
export interface CalendarFeedsTable {
  user_id: string;
  secret_hash: string;
  secret_enc: string;
  created_at: string;
}

export type ReviewRow = Selectable<ReviewsTable>;
export type ServiceOrderRow = ServiceOrdersTable;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
export type DemoMailRow = Selectable<DemoMailsTable>;
export type RequestRow = Selectable<RequestsTable>;
export type RequestDocumentRow = Selectable<RequestDocumentsTable>;
export type LawyerProfileRow = Selectable<LawyerProfilesTable>;
export type NewLawyerProfile = Insertable<LawyerProfilesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type RefundRow = Selectable<RefundsTable>;
export type NewBooking = Insertable<BookingsTable>;
export type ConsultationMessageRow = Selectable<ConsultationMessagesTable>;
export type ConsultationSessionRow = Selectable<ConsultationSessionsTable>;
export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
