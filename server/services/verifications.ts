// Admins review lawyer profiles: the list by status, approve (only with a certificate on file) or reject with
// a reason; the lawyer is told either way, and search follows at once (it lists verified lawyers only).
import {
  verificationEndpoints as endpoints,
  verificationMessages,
  type InputOf,
  type VerificationItem,
} from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { presentVerificationItem } from '../presenters/verification';
import type { Clock } from '../types';
import { ensureAdmin } from './admins';
import { expertListingChanged } from './expertListing';
import { notify } from './notifications';

export interface VerificationDeps {
  db: Db;
  clock: Clock;
}
type Me = Pick<UserRow, 'id' | 'role'>;

const listLimit = 200;

function profiles(db: Db) {
  return db
    .selectFrom('lawyer_profiles')
    .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
    .selectAll('lawyer_profiles')
    .select(['users.name', 'users.email']);
}

async function profileOf(db: Db, userId: string) {
  const row = await profiles(db).where('lawyer_profiles.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Lawyer profile not found.');
  return row;
}

export async function listVerifications(
  { db }: VerificationDeps,
  me: Me,
  { query }: InputOf<typeof endpoints.list>,
): Promise<VerificationItem[]> {
  ensureAdmin(me);
  const rows = await profiles(db)
    .where('lawyer_profiles.verification_status', '=', query.status)
    .orderBy('lawyer_profiles.created_at')
    .orderBy('lawyer_profiles.user_id')
    .limit(listLimit)
    .execute();
  const items: VerificationItem[] = [];
  for (const row of rows) items.push(await presentVerificationItem(db, row));
  return items;
}

async function decide(
  { db, clock }: VerificationDeps,
  adminId: string,
  userId: string,
  decision: 'verified' | 'rejected',
  reason: string | null,
): Promise<VerificationItem> {
  const before = await profileOf(db, userId);
  if (decision === 'verified') {
    const certificate = await db
      .selectFrom('lawyer_certificates')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!certificate) throw conflict('This lawyer has not uploaded a certificate yet.');
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('lawyer_profiles')
      .set({ verification_status: decision })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .insertInto('verification_decisions')
      .values({
        id: newId(),
        user_id: userId,
        admin_id: adminId,
        decision,
        reason,
        created_at: clock.now().toISOString(),
      })
      .execute();
    await notify(trx, clock.now(), {
      userId,
      kind: 'verification',
      message:
        decision === 'verified' ? verificationMessages.approved : verificationMessages.rejected(reason ?? ''),
      link: decision === 'verified' ? `/dashboard/lawyer-profile/${userId}` : '/account-creation/profile',
    });
  });
  // Search lists verified lawyers only: the change must show at once.
  await expertListingChanged(db, userId);
  return presentVerificationItem(db, { ...before, verification_status: decision });
}

export function approveLawyer(deps: VerificationDeps, me: Me, { params }: InputOf<typeof endpoints.approve>) {
  ensureAdmin(me);
  return decide(deps, me.id, params.userId, 'verified', null);
}

export function rejectLawyer(
  deps: VerificationDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reject>,
) {
  ensureAdmin(me);
  return decide(deps, me.id, params.userId, 'rejected', body.reason);
}

/** The certificate's row, for the download. */
export async function certificateFile(
  { db }: VerificationDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.certificate>,
) {
  ensureAdmin(me);
  const doc = await db
    .selectFrom('lawyer_certificates')
    .selectAll()
    .where('user_id', '=', params.userId)
    .executeTakeFirst();
  if (!doc) throw notFound('Certificate not found.');
  return doc;
}
