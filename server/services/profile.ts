// The signed-in user's own profile and photo, and serving any user's photo to whoever may see it. A lawyer's
// name and photo are what search shows: changing them updates the listing at once (and a new name is checked
// again by an admin before clients see it).
import type { Readable } from 'node:stream';
import { profileEndpoints as endpoints, type InputOf, type Profile } from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { notFound, payloadTooLarge, said } from '../errors';
import { photoPath, presentProfile } from '../presenters/profile';
import type { Clock } from '../types';
import { expertListingChanged } from './expertListing';
import { removeStored, storeUploads, type IncomingFile } from './files';
import { needsReverification } from './lawyerVerification';
import { lawyerViewFor } from './privacy';
import type { FileStorage } from './storage';

export interface ProfileDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  /** A photo's own size limit (smaller than other uploads), and the owner's storage quota. */
  maxPhotoMb: number;
  uploadQuotaMb: number;
}

const photoKinds = { mimes: ['image/png', 'image/jpeg'], label: 'PNG, JPG' };

export const ownProfile = ({ db, clock }: ProfileDeps, me: UserRow): Promise<Profile> =>
  presentProfile(db, me, clock.now());

/** '' clears a field (null), a missing one stays as it is. */
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);

export async function updateProfile(
  deps: ProfileDeps,
  me: UserRow,
  { body }: InputOf<typeof endpoints.update>,
): Promise<Profile> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();
  const fields = {
    date_of_birth: blankToNull(body.dateOfBirth),
    country: blankToNull(body.country),
    region: blankToNull(body.region),
    about: blankToNull(body.about),
    employment_type: blankToNull(body.employmentType),
    industry_type: blankToNull(body.industryType),
  };
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const renamed = body.name !== undefined && body.name !== me.name;
  await db.transaction().execute(async (trx) => {
    if (body.name !== undefined)
      await trx
        .updateTable('users')
        .set({ name: body.name, updated_at: now })
        .where('id', '=', me.id)
        .execute();
    // A verified lawyer was verified under their name: a new one is checked again before clients see it.
    if (renamed) await needsReverification(trx, me.id);
    await trx
      .insertInto('user_profiles')
      .values({ user_id: me.id, ...set, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: now }))
      .execute();
  });
  // A lawyer's new name must be what search finds and shows, at once.
  if (renamed && me.role === 'professional') await expertListingChanged(db, me.id);
  const fresh = await db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
  return presentProfile(db, fresh, clock.now());
}

/** Sets (or clears) the user's photo; a lawyer's public picture follows, and search shows it. */
async function setPhoto(
  { db, clock, storage }: ProfileDeps,
  user: UserRow,
  stored: { storedName: string; mime: string } | null,
) {
  const now = clock.now().toISOString();
  const previous = await db
    .selectFrom('user_profiles')
    .select('photo_stored_name')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const set = { photo_stored_name: stored?.storedName ?? null, photo_mime: stored?.mime ?? null };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_profiles')
      .values({ user_id: user.id, ...set, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: now }))
      .execute();
    await trx
      .updateTable('lawyer_profiles')
      .set({ photo_url: stored ? photoPath(user.id, stored.storedName) : null })
      .where('user_id', '=', user.id)
      .execute();
  });
  if (user.role === 'professional') await expertListingChanged(db, user.id);
  if (previous?.photo_stored_name) await removeStored(storage, [previous.photo_stored_name]);
}

/** A PNG or JPEG by its bytes (whatever its name says), within the photo limit and the owner's quota. */
export async function uploadPhoto(deps: ProfileDeps, me: UserRow, file: IncomingFile): Promise<Profile> {
  if (file.size > deps.maxPhotoMb * 1024 * 1024)
    throw payloadTooLarge(said('photo_too_large', { megabytes: deps.maxPhotoMb }));
  const [stored] = await storeUploads(deps.storage, [file], photoKinds, {
    db: deps.db,
    userId: me.id,
    limitMb: deps.uploadQuotaMb,
  });
  await setPhoto(deps, me, stored);
  return ownProfile(deps, me);
}

export async function removePhoto(deps: ProfileDeps, me: UserRow): Promise<Profile> {
  await setPhoto(deps, me, null);
  return ownProfile(deps, me);
}

/** A user's photo, to whoever may see their profile (a lawyer who hid it hides its photo too); else 404. */
export async function photoOf(
  { db, storage }: ProfileDeps,
  me: Pick<UserRow, 'id'>,
  { params }: InputOf<typeof endpoints.photo>,
): Promise<{ mime: string; body: Readable }> {
  if (!(await lawyerViewFor(db, params.id, me.id)).visible) throw notFound('photo_not_found');
  const row = await db
    .selectFrom('user_profiles')
    .select(['photo_stored_name', 'photo_mime'])
    .where('user_id', '=', params.id)
    .executeTakeFirst();
  // Only names files.ts generated: a tampered row cannot point outside the uploads folder.
  if (!row?.photo_stored_name || !row.photo_mime || !/^[0-9a-f]{32}\.(png|jpg)$/.test(row.photo_stored_name))
    throw notFound('photo_not_found');
  return { mime: row.photo_mime, body: await storage.open(row.photo_stored_name) };
}
