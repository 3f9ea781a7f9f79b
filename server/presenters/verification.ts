// Onboarding state (for the professional) and review items (for the admin), as the contract's
// lawyerOnboardingSchema and verificationItemSchema describe them.
import { shownEmail } from '@contract';
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
          nameDevanagari: p.name_devanagari,
          nameTamil: p.name_tamil,
        }
      : null,
    status: p?.verification_status ?? null,
    rejectionReason: await rejectionReasonOf(db, p),
    certificate: await certificateOf(db, userId),
  };
}

type ReviewedRow = LawyerProfileRow & { name: string; email: string };

/**
 * Profiles as the admin reviews them, in one batch: one query for their certificates and one for the latest
 * decisions of the rejected ones, whatever the number of rows.
 */
export async function presentVerificationItems(db: Db, rows: ReviewedRow[]): Promise<VerificationItem[]> {
  const ids = rows.map((r) => r.user_id);
  const rejected = rows.filter((r) => r.verification_status === 'rejected').map((r) => r.user_id);
  const certificates = ids.length
    ? await db
        .selectFrom('lawyer_certificates')
        .select(['user_id', 'original_name', 'mime', 'size', 'created_at'])
        .where('user_id', 'in', ids)
        .execute()
    : [];
  const decisions = rejected.length
    ? await db
        .selectFrom('verification_decisions')
        .select(['user_id', 'decision', 'reason'])
        .where('user_id', 'in', rejected)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  const certificateOfUser = new Map(
    certificates.map((c) => [
      c.user_id,
      { name: c.original_name, mime: c.mime, size: c.size, uploadedAt: c.created_at },
    ]),
  );
  // Newest first: the first decision seen for a user is their latest.
  const latest = new Map<string, (typeof decisions)[number]>();
  for (const d of decisions) if (!latest.has(d.user_id)) latest.set(d.user_id, d);
  return rows.map((row) => {
    const decision = latest.get(row.user_id);
    return {
      _id: row.user_id,
      name: row.name,
      nameDevanagari: row.name_devanagari,
      nameTamil: row.name_tamil,
      email: shownEmail(row.email),
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
      certificate: certificateOfUser.get(row.user_id) ?? null,
      rejectionReason: decision?.decision === 'rejected' ? decision.reason : null,
    };
  });
}

export async function presentVerificationItem(db: Db, row: ReviewedRow): Promise<VerificationItem> {
  return (await presentVerificationItems(db, [row]))[0]!;
}
