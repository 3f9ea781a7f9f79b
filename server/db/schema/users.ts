// Accounts: users, sign-in sessions, password recovery, the demo inbox and the admin grant.
import type { ColumnType } from 'kysely';
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
  /** Set while an admin has suspended the account (migration 035): no sign-in, no token, out of search. */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin's reason, said to the user at sign-in and in the mail. */
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The proven mobile number in E.164 (+919876543210), unique across accounts (migration 038). */
  phone: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Admins' notes about a user (migration 035); deleted with the user on erasure (owner column user_id). */
export interface AdminNotesTable {
  id: string;
  user_id: string;
  /** The admin who wrote it (an id, kept if that admin is erased). */
  author_ref: string | null;
  text: string;
  created_at: string;
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

/** Users granted the admin role (users.role cannot hold it: see migration 007). */
export interface AdminsTable {
  user_id: string;
  created_at: string;
}

/** One row (id 1): moved on by triggers whenever a user, session revocation or admin grant changes (migration 026). */
export interface AuthEpochTable {
  id: number;
  value: number;
}

/** SMS codes proving a mobile number (migration 038): stored only as HMACs, like otp_codes. */
export interface PhoneCodesTable {
  id: string;
  user_id: string;
  /** The E.164 number the code was sent to (and which it proves). */
  phone: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}

/** The offline demo SMS inbox (migration 038), when no SMS gateway is configured in demo mode. */
export interface DemoSmsTable {
  id: string;
  to_phone: string;
  text: string;
  template_id: string;
  created_at: string;
}
