// GET /api/profile (the signed-in user's own data and plan) and PATCH /api/profile (validated edit);
// POST/DELETE /api/profile/photo (the user's own photo, PNG or JPEG by content) and GET /api/users/:id/photo
// (any signed-in user: it is the header avatar and the lawyer's picture in search and on the profile).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { basicPlanName, idSchema, plans, profileUpdateSchema, type Profile } from '@contract';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { badRequest, notFound } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { discardTemp, removeStored, storeUploads, type IncomingFile } from '../../services/files';
import { activeSubscription } from '../../services/payments/service';
import { expertListingChanged } from '../../services/expertListing';
import { needsReverification } from '../../services/lawyerVerification';
import { lawyerViewFor } from '../../services/privacy';
import { photoPath } from '../../presenters/photo';
import type { AppDeps } from '../../types';

const photoKinds = { mimes: ['image/png', 'image/jpeg'], label: 'PNG, JPG' };

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
}

/** The plan as Pricing names it ('Premium yearly'), or the spec's 'Basic free plan'. */
async function planLabel(db: Db, userId: string, now: Date): Promise<string> {
  const active = await activeSubscription(db, userId, now);
  return active ? plans[active.plan].label : basicPlanName;
}

async function presentProfile(db: Db, user: UserRow, now: Date): Promise<Profile> {
  const p = await db
    .selectFrom('user_profiles')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    dateOfBirth: p?.date_of_birth ?? null,
    country: p?.country ?? null,
    region: p?.region ?? null,
    about: p?.about ?? null,
    employmentType: p?.employment_type ?? null,
    industryType: p?.industry_type ?? null,
    plan: await planLabel(db, user.id, now),
    photoUrl: p?.photo_stored_name ? photoPath(user.id, p.photo_stored_name) : null,
  };
}

export function profileRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  router.get('/profile', auth, async (ctx) => {
    ctx.body = await presentProfile(db, ctx.state.user!, clock.now());
  });

  const patch = { body: profileUpdateSchema };
  router.patch('/profile', auth, validate(patch), async (ctx) => {
    const { body } = inputOf(ctx.state, patch);
    const me = ctx.state.user!;
    const now = clock.now().toISOString();
    const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);
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
        .values({ user_id: me.id, ...set, updated_at: nowIso() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: now }))
        .execute();
    });
    if (renamed && me.role === 'professional') {
      // A lawyer's new name must be what search finds and shows, at once.
      await expertListingChanged(db, me.id);
    }
    const fresh = await db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    ctx.body = await presentProfile(db, fresh, clock.now());
  });

  /** Sets (or clears) the user's photo; a lawyer's public picture follows, and search shows it. */
  async function setPhoto(user: UserRow, stored: { storedName: string; mime: string } | null) {
    const now = nowIso();
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

  const photoLimit = rateLimit({
    windowMs: 10 * 60_000,
    max: 20,
    now: () => clock.now().getTime(),
    key: (ctx) => `photo:${ctx.state.user?.id ?? ctx.ip}`,
  });
  router.post(
    '/profile/photo',
    auth,
    photoLimit,
    multipart({ maxUploadMb: config.maxPhotoMb }),
    async (ctx) => {
      const files = filesOf(ctx);
      try {
        if (files.length !== 1) throw badRequest('Please choose one photo (PNG or JPG).', 'photo');
        const [stored] = await storeUploads(storage, files, photoKinds, {
          db,
          userId: ctx.state.user!.id,
          limitMb: config.uploadQuotaMb,
        });
        await setPhoto(ctx.state.user!, stored);
      } finally {
        await discardTemp(files);
      }
      ctx.body = await presentProfile(db, ctx.state.user!, clock.now());
    },
  );

  router.delete('/profile/photo', auth, async (ctx) => {
    await setPhoto(ctx.state.user!, null);
    ctx.body = await presentProfile(db, ctx.state.user!, clock.now());
  });

  const photoOf = { params: z.object({ id: idSchema }) };
  router.get('/users/:id/photo', auth, validate(photoOf), async (ctx) => {
    const { params } = inputOf(ctx.state, photoOf);
    // A lawyer who hid their profile hides its photo too: only whoever may see the profile gets it.
    if (!(await lawyerViewFor(db, params.id, ctx.state.user!.id)).visible) throw notFound('No photo.');
    const row = await db
      .selectFrom('user_profiles')
      .select(['photo_stored_name', 'photo_mime'])
      .where('user_id', '=', params.id)
      .executeTakeFirst();
    // Only names files.ts generated: a tampered row cannot point outside the uploads folder.
    if (
      !row?.photo_stored_name ||
      !row.photo_mime ||
      !/^[0-9a-f]{32}\.(png|jpg)$/.test(row.photo_stored_name)
    )
      throw notFound('No photo.');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // private: only for signed-in users; no-cache: a new photo shows at once on every device.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.type = row.photo_mime;
    ctx.body = await storage.open(row.photo_stored_name);
  });

  return router;
}
