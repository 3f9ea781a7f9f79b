// Requests, notices and the public site's forms.
import type { ColumnType } from 'kysely';

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

/** user_id null: a system notice for every user. */
export interface NotificationsTable {
  id: string;
  user_id: string | null;
  kind: string;
  /** The English text (rows before migration 031 hold only this). */
  message: string;
  /** The catalogue key it is rendered from in the reader's language (server/i18n, area notifications). */
  message_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of the key's values. */
  message_values: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Migration 037: the support inbox's state. */
  status: ColumnType<'new' | 'answered' | 'closed', 'new' | 'answered' | 'closed' | undefined>;
  /** Migration 037: the signed-in sender's account (null for a visitor); shown in their Help Center. */
  user_id: ColumnType<string | null, string | null | undefined>;
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
