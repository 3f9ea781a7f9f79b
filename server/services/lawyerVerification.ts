// What a lawyer's verification covers: who they are (name, also as written in Devanagari and Tamil, enrolment
// number, Bar Council). Changing any of those puts a verified profile back to pending, out of search until an
// admin approves it again; other edits (rate, languages, bio…) keep it verified.
import type { Db } from '../db/connection';
import type { LawyerProfileRow, VerificationStatus } from '../db/schema';

/** A verified lawyer's profile goes back to pending (no-op for anyone else). */
export async function needsReverification(db: Pick<Db, 'updateTable'>, userId: string): Promise<void> {
  await db
    .updateTable('lawyer_profiles')
    .set({ verification_status: 'pending' })
    .where('user_id', '=', userId)
    .where('verification_status', '=', 'verified')
    .execute();
}

const identityColumns = ['enrolment_number', 'bar_council', 'name_devanagari', 'name_tamil'] as const;
type Identity = Pick<LawyerProfileRow, (typeof identityColumns)[number]>;

/** The status after the lawyer saves their profile form. */
export function statusAfterEdit(
  existing: (Pick<LawyerProfileRow, 'verification_status'> & Identity) | undefined,
  next: Identity,
): VerificationStatus {
  const sameIdentity = identityColumns.every((column) => existing?.[column] === next[column]);
  return existing?.verification_status === 'verified' && sameIdentity ? 'verified' : 'pending';
}
