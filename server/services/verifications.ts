// Admins review lawyer profiles: the list by status, approve (only with a certificate on file) or reject with
// a reason; the lawyer is told either way, and search follows at once (it lists verified lawyers only).
import {
  verificationEndpoints as endpoints,
  type InputOf,
  type VerificationItem,
  type VerificationList,
} from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { presentVerificationItem, presentVerificationItems } from '../presenters/verification';
import type { Clock } from '../types';
import { expertListingChanged } from './expertListing';
import { notice, notify } from './notifications';
import { keysetPage, keysetRange } from './paging';
import { recordAudit } from './audit/record';

export interface VerificationDeps {
  db: Db;
  clock: Clock;
}
type Me = Pick<UserRow, 'id' | 'role'>;

function profiles(db: Db) {
  return db
    .selectFrom('lawyer_profiles')
    .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
    .selectAll('lawyer_profiles')
    .select(['users.name', 'users.email']);
}

async function profileOf(db: Db, userId: string) {
  const row = await profiles(db).where('lawyer_profiles.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('lawyer_profile_not_found');
  return row;
}

/** A status's profiles, first submitted first, a keyset page presented in one batch. */
export async function listVerifications(
  { db }: VerificationDeps,
  { query }: InputOf<typeof endpoints.list>,
): Promise<VerificationList> {
  const rows = await keysetRange(
    profiles(db).where('lawyer_profiles.verification_status', '=', query.status),
    ['lawyer_profiles.created_at', 'lawyer_profiles.user_id'],
    { direction: 'asc', take: query.limit + 1, cursor: query.cursor },
  ).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.user_id }));
  return { items: await presentVerificationItems(db, page.rows), nextCursor: page.nextCursor };
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
    if (!certificate) throw conflict('certificate_missing');
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
    await recordAudit(trx, {
      actorId: adminId,
      action: decision === 'verified' ? 'lawyer.approved' : 'lawyer.rejected',
      subject: { type: 'user', id: userId },
      detail: reason === null ? {} : { reason },
      at: clock.now(),
    });
    await notify(trx, clock.now(), {
      userId,
      kind: 'verification',
      says:
        decision === 'verified'
          ? notice('notice_verification_approved')
          : notice('notice_verification_rejected', { reason: reason ?? '' }),
      link: decision === 'verified' ? `/dashboard/lawyer-profile/${userId}` : '/account-creation/profile',
    });
  });
  // Search lists verified lawyers only: the change must show at once.
  await expertListingChanged(db, userId);
  return presentVerificationItem(db, { ...before, verification_status: decision });
}

export function approveLawyer(deps: VerificationDeps, me: Me, { params }: InputOf<typeof endpoints.approve>) {
  return decide(deps, me.id, params.userId, 'verified', null);
}

export function rejectLawyer(
  deps: VerificationDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reject>,
) {
  return decide(deps, me.id, params.userId, 'rejected', body.reason);
}

/** The certificate's row, for the download. */
export async function certificateFile(
  { db }: VerificationDeps,
  { params }: InputOf<typeof endpoints.certificate>,
) {
  const doc = await db
    .selectFrom('lawyer_certificates')
    .selectAll()
    .where('user_id', '=', params.userId)
    .executeTakeFirst();
  if (!doc) throw notFound('certificate_not_found');
  return doc;
}
