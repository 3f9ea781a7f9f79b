// Onboarding state (for the professional) and review items (for the admin), as the contract's
// lawyerOnboardingSchema and verificationItemSchema describe them.
import type { CertificateInfo, LawyerOnboarding, LawyerProfileInput, VerificationItem } from '@contract';
import type { Db } from '../db/connection';
import type { LawyerProfileRow } from '../db/schema';

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

async function certificateOf(db: Db, userId: string): Promise<CertificateInfo | null> {
  const row = await db
    .selectFrom('lawyer_certificates')
    .select(['original_name', 'mime', 'size', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { name: row.original_name, mime: row.mime, size: row.size, uploadedAt: row.created_at } : null;
}

/** The reason of the latest decision when it was a rejection (and the profile is still rejected). */
async function rejectionReasonOf(db: Db, profile: LawyerProfileRow | undefined): Promise<string | null> {
  if (profile?.verification_status !== 'rejected') return null;
  const row = await db
    .selectFrom('verification_decisions')
    .select(['decision', 'reason'])
    .where('user_id', '=', profile.user_id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.decision === 'rejected' ? row.reason : null;
}

export async function presentOnboarding(db: Db, userId: string): Promise<LawyerOnboarding> {
  const p = await db
    .selectFrom('lawyer_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    _id: userId,
    profile: p
      ? {
          practiceAreas: jsonList(p.practice_areas),
          // Written through the contract's enum, so the stored names are known languages.
          languages: jsonList(p.languages) as LawyerProfileInput['languages'],
          city: p.city,
          state: p.state,
          officeAddress: p.office_address,
          yearsExperience: p.years_experience,
          ratePaise: p.rate_paise,
          bio: p.bio,
          enrolmentNumber: p.enrolment_number,
          barCouncil: p.bar_council,
          enrolmentYear: p.enrolment_year,
        }
      : null,
    status: p?.verification_status ?? null,
    rejectionReason: await rejectionReasonOf(db, p),
    certificate: await certificateOf(db, userId),
  };
}

export async function presentVerificationItem(
  db: Db,
  row: LawyerProfileRow & { name: string; email: string },
): Promise<VerificationItem> {
  return {
    _id: row.user_id,
    name: row.name,
    email: row.email,
    title: row.title,
    practiceAreas: jsonList(row.practice_areas),
    languages: jsonList(row.languages),
    city: row.city,
    state: row.state,
    yearsExperience: row.years_experience,
    ratePaise: row.rate_paise,
    bio: row.bio,
    enrolmentNumber: row.enrolment_number,
    barCouncil: row.bar_council,
    enrolmentYear: row.enrolment_year,
    status: row.verification_status,
    submittedAt: row.created_at,
    certificate: await certificateOf(db, row.user_id),
    rejectionReason: await rejectionReasonOf(db, row),
  };
}
