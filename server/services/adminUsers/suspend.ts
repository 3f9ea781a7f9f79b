// POST /api/admin/users/:id/suspend. In one transaction: the account is marked suspended (which moves the
// auth epoch: every instance drops its cached sessions), every session ends, each upcoming booking on either
// side is cancelled with its payment queued for a full refund, the other participant is told, and the audit
// log records it. After the commit: sockets close on every instance, refunds go to the gateway, a lawyer
// leaves search, and the user is mailed the reason.
import { adminUserEndpoints as endpoints, type AdminUserDetail, type InputOf } from '@contract';
import { updatedAny } from '../../db/updated';
import { conflict, forbidden } from '../../errors';
import { recordAudit } from '../audit';
import { cancelWithin } from '../bookings';
import { transitions } from '../bookings/stateMachine';
import { expertListingChanged } from '../expertListing';
import { notice } from '../notifications';
import { refundDepsOf, sendRefund } from '../refunds';
import { sessionsEnded } from '../sessionEvents';
import { revokeAllSessions } from '../sessions';
import { consoleRole, consoleUser, type AdminUsersDeps, type Me } from './common';
import { userDetail } from './get';
import { mailSuspension } from './mail';

export async function suspendUser(
  deps: AdminUsersDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.suspend>,
): Promise<AdminUserDetail> {
  const { db, clock } = deps;
  const user = await consoleUser(db, params.id);
  if (user.id === me.id) throw forbidden('suspend_self');
  // Admins are granted and taken away with `npm run admin`, not from the console.
  if (consoleRole(user) === 'admin') throw forbidden('suspend_admin');
  const at = clock.now();
  const now = at.toISOString();
  const refundIds = await db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('users')
      .set({ suspended_at: now, suspended_reason: body.reason, updated_at: now })
      .where('id', '=', user.id)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(marked)) throw conflict('already_suspended');
    await revokeAllSessions(trx, user.id, now);
    const upcoming = await trx
      .selectFrom('bookings')
      .selectAll()
      .where((eb) => eb.or([eb('client_id', '=', user.id), eb('lawyer_id', '=', user.id)]))
      .where('status', 'in', transitions.cancel.from)
      .where('start_at', '>', now)
      .execute();
    const refundIds: string[] = [];
    for (const booking of upcoming) {
      const other = booking.client_id === user.id ? booking.lawyer_id : booking.client_id;
      const refundId = await cancelWithin(
        trx,
        booking,
        'cancel',
        'suspended',
        {
          userId: other,
          says: notice('notice_booking_cancelled_suspension', {
            topic: booking.topic,
            when: { day: booking.date, slot: booking.slot },
          }),
        },
        at,
      );
      if (refundId) refundIds.push(refundId);
    }
    await recordAudit(trx, {
      actorId: me.id,
      action: 'user.suspended',
      subject: { type: 'user', id: user.id },
      detail: { reason: body.reason, bookingsCancelled: upcoming.length, refundsQueued: refundIds.length },
      at,
    });
    return refundIds;
  });
  sessionsEnded(db, user.id); // open sockets close now, on every instance
  for (const refundId of refundIds) await sendRefund(refundDepsOf(deps), refundId);
  if (user.verification_status) await expertListingChanged(db, user.id);
  // A mail that cannot go out does not undo the suspension (the admin sees it applied either way).
  await mailSuspension(deps, user, 'suspended', body.reason).catch(() => undefined);
  return userDetail(db, user.id);
}
