// POST /api/admin/users/:id/reinstate: the suspension is lifted (the user may sign in again; a lawyer still
// verified is listed again), the audit log records it and the user is mailed. Cancelled bookings stay cancelled.
import { adminUserEndpoints as endpoints, type AdminUserDetail, type InputOf } from '@contract';
import { updatedAny } from '../../db/updated';
import { conflict } from '../../errors';
import { recordAudit } from '../audit';
import { expertListingChanged } from '../expertListing';
import { consoleUser, type AdminUsersDeps, type Me } from './common';
import { userDetail } from './get';
import { mailSuspension } from './mail';

export async function reinstateUser(
  deps: AdminUsersDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reinstate>,
): Promise<AdminUserDetail> {
  const { db, clock } = deps;
  const user = await consoleUser(db, params.id);
  const at = clock.now();
  await db.transaction().execute(async (trx) => {
    const lifted = await trx
      .updateTable('users')
      .set({ suspended_at: null, suspended_reason: null, updated_at: at.toISOString() })
      .where('id', '=', user.id)
      .where('suspended_at', 'is not', null)
      .executeTakeFirst();
    if (!updatedAny(lifted)) throw conflict('not_suspended');
    await recordAudit(trx, {
      actorId: me.id,
      action: 'user.reinstated',
      subject: { type: 'user', id: user.id },
      detail: { reason: body.reason, suspendedAt: user.suspended_at },
      at,
    });
  });
  if (user.verification_status) await expertListingChanged(db, user.id);
  await mailSuspension(deps, user, 'reinstated', body.reason).catch(() => undefined);
  return userDetail(db, user.id);
}
