// Kysely table types, one file per area. Ids are text ULIDs, timestamps ISO-8601 text, money integer paise:
// the same shapes work on SQLite and PostgreSQL.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  UsersTable,
  SessionsTable,
  OtpCodesTable,
  ResetTokensTable,
  DemoMailsTable,
  AdminsTable,
  AuthEpochTable,
  AdminNotesTable,
  PhoneCodesTable,
  DemoSmsTable,
} from './users';
import type {
  UserSettingsTable,
  NotificationReadsTable,
  TwoFactorTable,
  RecoveryCodesTable,
  UserProfilesTable,
  ReferralCodesTable,
  ReferralsTable,
  SupportTicketsTable,
  SupportRepliesTable,
  SmsReminderTables,
} from './accountCentre';
import type {
  LawyerProfilesTable,
  FollowsTable,
  SearchCountsTable,
  LawyerCertificatesTable,
  VerificationDecisionsTable,
} from './lawyers';
import type {
  RequestsTable,
  RequestDocumentsTable,
  NotificationsTable,
  ContactMessagesTable,
  ConsultationLeadsTable,
} from './publicSite';
import type {
  AvailabilityTable,
  BookingsTable,
  BookingReschedulesTable,
  BookingDocumentsTable,
  ConsultationMessagesTable,
  ConsultationSessionsTable,
  CalendarInvitesTable,
  BookingRemindersTable,
  CalendarFeedsTable,
} from './bookings';
import type {
  PaymentOrdersTable,
  PaymentsTable,
  SubscriptionsTable,
  InvoicesTable,
  RefundsTable,
  CreditNotesTable,
  WebhookEventsTable,
  PayoutAccountsTable,
  PayoutsTable,
  PansTable,
} from './money';
import type {
  DocumentsTable,
  ServicesTable,
  ServiceOrdersTable,
  ServiceOrderEventsTable,
  ServiceOrderFilesTable,
} from './documents';
import type { ReviewsTable, ReviewReportsTable } from './reviews';
import type { AuditLogTable, RateLimitsTable, SchemaMigrationsTable } from './system';
import type { WalletTables } from './wallet';
import type { InstantTables } from './instant';

export type * from './users';
export type * from './accountCentre';
export type * from './lawyers';
export type * from './publicSite';
export type * from './bookings';
export type * from './money';
export type * from './documents';
export type * from './reviews';
export type * from './system';
export type * from './wallet';
export type * from './instant';

/** Areas added later declare their tables in their own file (wallet.ts, instant.ts). */
export interface Database extends WalletTables, InstantTables, SmsReminderTables {
  users: UsersTable;
  sessions: SessionsTable;
  auth_epoch: AuthEpochTable;
  otp_codes: OtpCodesTable;
  reset_tokens: ResetTokensTable;
  demo_mails: DemoMailsTable;
  phone_codes: PhoneCodesTable;
  demo_sms: DemoSmsTable;
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
  support_replies: SupportRepliesTable;
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
  pans: PansTable;
  audit_log: AuditLogTable;
  admin_notes: AdminNotesTable;
}

export type ReviewRow = Selectable<ReviewsTable>;
export type ServiceOrderRow = ServiceOrdersTable;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
export type DemoMailRow = Selectable<DemoMailsTable>;
export type DemoSmsRow = Selectable<DemoSmsTable>;
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
