// What a lawyer's verification covers: who they are (name, enrolment number, Bar Council). Changing any of
// those puts a verified profile back to pending, out of search until an admin approves it again; other edits
// (rate, languages, bio…) keep it verified.
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

/** The status after the lawyer saves their profile form. */
export function statusAfterEdit(
  existing: Pick<LawyerProfileRow, 'verification_status' | 'enrolment_number' | 'bar_council'> | undefined,
  next: { enrolment_number: string; bar_council: string },
): VerificationStatus {
  const sameIdentity =
    existing?.enrolment_number === next.enrolment_number && existing?.bar_council === next.bar_council;
  return existing?.verification_status === 'verified' && sameIdentity ? 'verified' : 'pending';
}
