// Lawyers and search: public profiles, follows, search counts, certificates and verification.
import type { ColumnType } from 'kysely';

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
  /** Not read since migration 021: followers, clients and ratings are computed (services/reviews/figures.ts). */
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
  /** The lawyer's name also in Devanagari and in Tamil script (migration 032); '' = not given. */
  name_devanagari: ColumnType<string, string | undefined, string>;
  name_tamil: ColumnType<string, string | undefined, string>;
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
