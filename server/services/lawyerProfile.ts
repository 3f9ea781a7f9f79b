// A professional's own onboarding: the profile step (practice, place, rate, enrolment) and the Bar Council
// certificate. Saving either puts the profile (back) to review where it matters (services/lawyerVerification.ts
// says what verification covers); only professional accounts have one.
import {
  certificateTypesLabel,
  lawyerProfileEndpoints as endpoints,
  type InputOf,
  type LawyerOnboarding,
} from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { forbidden, HttpError, said, unsupportedMediaType } from '../errors';
import { photoPath } from '../presenters/profile';
import { presentOnboarding } from '../presenters/verification';
import type { Clock } from '../types';
import { expertListingChanged } from './expertListing';
import { removeStored, storeUploads, type IncomingFile } from './files';
import { statusAfterEdit } from './lawyerVerification';
import type { FileStorage } from './storage';

export interface LawyerProfileDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  uploadQuotaMb: number;
}
type Me = Pick<UserRow, 'id' | 'role'>;

const certificateMimes = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const notACertificate = (name: string) =>
  unsupportedMediaType(said('file_type_unsupported', { name, allowed: certificateTypesLabel }));

/** Who has a lawyer profile: professional accounts, and only for themselves. */
function ensureProfessional(me: Me) {
  if (me.role !== 'professional') throw forbidden('lawyer_profile_professionals_only');
}

export async function onboardingOf({ db }: LawyerProfileDeps, me: Me): Promise<LawyerOnboarding> {
  ensureProfessional(me);
  return presentOnboarding(db, me.id);
}

export async function saveLawyerProfile(
  { db, clock }: LawyerProfileDeps,
  me: Me,
  { body }: InputOf<typeof endpoints.save>,
): Promise<LawyerOnboarding> {
  ensureProfessional(me);
  const existing = await db
    .selectFrom('lawyer_profiles')
    .select(['verification_status', 'enrolment_number', 'bar_council', 'name_devanagari', 'name_tamil'])
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  const identity = {
    enrolment_number: body.enrolmentNumber.toUpperCase(),
    bar_council: body.barCouncil,
    // The name in the other scripts is the name too: verified as it is.
    name_devanagari: body.nameDevanagari ?? '',
    name_tamil: body.nameTamil ?? '',
  };
  const fields = {
    // Practice areas lead; the first names the listing's title ('Civil Lawyer'), a fact not a claim.
    title: `${body.practiceAreas[0]} Lawyer`,
    practice_areas: JSON.stringify([...new Set(body.practiceAreas)]),
    languages: JSON.stringify([...new Set(body.languages)]),
    city: body.city,
    state: body.state,
    office_address: body.officeAddress,
    years_experience: body.yearsExperience,
    // ₹1 to ₹1000 per minute: the contract's ratePaiseSchema refused anything else before this point.
    rate_paise: body.ratePaise,
    bio: body.bio,
    ...identity,
    enrolment_year: body.enrolmentYear,
    verification_status: statusAfterEdit(existing, identity),
  };
  // A photo uploaded before the profile existed (at sign-up, in Settings) becomes the listing's picture.
  const photo = await db
    .selectFrom('user_profiles')
    .select('photo_stored_name')
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  await db
    .insertInto('lawyer_profiles')
    .values({
      user_id: me.id,
      ...fields,
      followers: 0,
      clients: 0,
      positive_ratings: 0,
      photo_url: photo?.photo_stored_name ? photoPath(me.id, photo.photo_stored_name) : null,
      created_at: clock.now().toISOString(),
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
    .execute();
  await expertListingChanged(db, me.id);
  return presentOnboarding(db, me.id);
}

/** Profile changed: back to review, out of search until approved again. */
async function markPending(db: Db, userId: string) {
  await db
    .updateTable('lawyer_profiles')
    .set({ verification_status: 'pending' })
    .where('user_id', '=', userId)
    .execute();
  await expertListingChanged(db, userId);
}

/** A PDF, PNG or JPEG by its bytes (a Word file passes the general upload check but is not a scan). */
export async function uploadCertificate(
  { db, clock, storage, uploadQuotaMb }: LawyerProfileDeps,
  me: Me,
  file: IncomingFile,
): Promise<LawyerOnboarding> {
  ensureProfessional(me);
  const [stored] = await storeUploads(storage, [file], undefined, {
    db,
    userId: me.id,
    limitMb: uploadQuotaMb,
  }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 415)
      throw notACertificate(file.originalFilename ?? 'file');
    throw error;
  });
  if (!certificateMimes.has(stored.mime)) {
    await removeStored(storage, [stored.storedName]);
    throw notACertificate(stored.originalName);
  }
  const previous = await db
    .selectFrom('lawyer_certificates')
    .select('stored_name')
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  const row = {
    original_name: stored.originalName,
    stored_name: stored.storedName,
    mime: stored.mime,
    size: stored.size,
    created_at: clock.now().toISOString(),
  };
  await db
    .insertInto('lawyer_certificates')
    .values({ user_id: me.id, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  if (previous) await removeStored(storage, [previous.stored_name]);
  await markPending(db, me.id);
  return presentOnboarding(db, me.id);
}
