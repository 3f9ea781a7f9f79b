// The account centre: settings, notice reads, two-factor, profiles, referrals, support tickets.
import type { ColumnType } from 'kysely';
import type { ReminderKind } from './bookings';

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

/** The support inbox's states (migration 037; tickets were 'open' before it). */
export type SupportStatus = 'new' | 'answered' | 'closed';

export interface SupportTicketsTable {
  id: string;
  user_id: string;
  subject: string;
  message: string;
  status: SupportStatus;
  created_at: string;
}

/** An admin's reply to one ticket or one contact message (exactly one of the two ids). */
export interface SupportRepliesTable {
  id: string;
  ticket_id: string | null;
  contact_message_id: string | null;
  /** The admin's user id; null once that account is gone. */
  author_ref: string | null;
  body: string;
  created_at: string;
}

/** A consultation reminder texted to one participant (migration 039): claimed once per booking, kind and person. */
export interface BookingSmsRemindersTable {
  booking_id: string;
  kind: ReminderKind;
  user_id: string;
  /** The start it reminded of: a rescheduled booking is reminded again. */
  start_at: string;
  sent_at: string;
}

/** The tables of reminders by SMS, added to Database (schema/index.ts). */
export interface SmsReminderTables {
  booking_sms_reminders: BookingSmsRemindersTable;
}
