// Admin review of lawyer profiles (admins only; anyone else 403): GET /api/admin/verifications?status=,
// POST /api/admin/verifications/:userId/approve, POST .../reject {reason}, and
// GET /api/admin/verifications/:userId/certificate (the certificate as an attachment, nosniff).
import { Router } from '@koa/router';
import { z } from 'zod';
import {
  idSchema,
  rejectVerificationSchema,
  verificationListQuerySchema,
  verificationMessages,
  type VerificationItem,
} from '@contract';
import type { Db } from '../../db/connection';
import { newId, nowIso } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { conflict, notFound } from '../../errors';
import { inputOf, validate } from '../../middlewares/validate';
import { presentVerificationItem } from '../../presenters/verification';
import { requireAdmin } from '../../middlewares/auth';
import { notify } from '../../services/notifications';
import { expertListingChanged } from '../../services/expertListing';
import type { AppDeps } from '../../types';
import { sendStoredFile } from '../fileReplies';

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

export function adminVerificationsRouter({ db, config, storage }: AppDeps): Router {
  const router = new Router();
  const guard = [requireAuth({ db, jwtSecret: config.jwtSecret }), requireAdmin()];

  const list = { query: verificationListQuerySchema };
  router.get('/admin/verifications', ...guard, validate(list), async (ctx) => {
    const { query } = inputOf(ctx.state, list);
    const rows = await profiles(db)
      .where('lawyer_profiles.verification_status', '=', query.status)
      .orderBy('lawyer_profiles.created_at')
      .orderBy('lawyer_profiles.user_id')
      .limit(listLimit)
      .execute();
    const items: VerificationItem[] = [];
    for (const row of rows) items.push(await presentVerificationItem(db, row));
    ctx.body = items;
  });

  const one = { params: z.object({ userId: idSchema }) };

  async function decide(
    adminId: string,
    userId: string,
    decision: 'verified' | 'rejected',
    reason: string | null,
  ) {
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
        .values({ id: newId(), user_id: userId, admin_id: adminId, decision, reason, created_at: nowIso() })
        .execute();
      await notify(trx, {
        userId,
        kind: 'verification',
        message:
          decision === 'verified'
            ? verificationMessages.approved
            : verificationMessages.rejected(reason ?? ''),
        link: decision === 'verified' ? `/dashboard/lawyer-profile/${userId}` : '/account-creation/profile',
      });
    });
    // Search lists verified lawyers only: the change must show at once.
    await expertListingChanged(db, userId);
    return presentVerificationItem(db, { ...before, verification_status: decision });
  }

  router.post('/admin/verifications/:userId/approve', ...guard, validate(one), async (ctx) => {
    const { params } = inputOf(ctx.state, one);
    ctx.body = await decide(ctx.state.user!.id, params.userId, 'verified', null);
  });

  const reject = { params: one.params, body: rejectVerificationSchema };
  router.post('/admin/verifications/:userId/reject', ...guard, validate(reject), async (ctx) => {
    const { params, body } = inputOf(ctx.state, reject);
    ctx.body = await decide(ctx.state.user!.id, params.userId, 'rejected', body.reason);
  });

  router.get('/admin/verifications/:userId/certificate', ...guard, validate(one), async (ctx) => {
    const { params } = inputOf(ctx.state, one);
    const doc = await db
      .selectFrom('lawyer_certificates')
      .selectAll()
      .where('user_id', '=', params.userId)
      .executeTakeFirst();
    if (!doc) throw notFound('Certificate not found.');
    await sendStoredFile(ctx, storage, doc);
  });

  return router;
}
