// A professional's own onboarding (profile step after sign-up): GET/PUT /api/profile/lawyer and
// POST /api/profile/lawyer/certificate (multipart field `certificate`, PDF/PNG/JPEG checked by content).
// Saving the profile or a new certificate puts it (back) to 'pending' until an admin reviews it.
import { Router } from '@koa/router';
import type { Context } from 'koa';
import {
  certificateTypesLabel,
  errorCodes,
  lawyerProfileInputSchema,
  type LawyerOnboarding,
} from '@contract';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { HttpError, badRequest, forbidden } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentOnboarding } from '../../presenters/verification';
import { discardTemp, removeStored, storeUploads, type IncomingFile } from '../../services/files';
import { expertListingChanged } from '../../services/expertListing';
import { photoPath } from '../../presenters/photo';
import { statusAfterEdit } from '../../services/lawyerVerification';
import type { AppDeps } from '../../types';

const certificateMimes = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const notACertificate = (name: string) =>
  new HttpError(
    415,
    errorCodes.unsupportedMedia,
    `Unsupported file type: ${name}. Allowed: ${certificateTypesLabel}.`,
  );

function onlyProfessionals(): Parameters<Router['use']>[0] {
  return async (ctx: Context, next: () => Promise<unknown>) => {
    if (ctx.state.user?.role !== 'professional')
      throw forbidden('Only professional accounts have a lawyer profile.');
    await next();
  };
}

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
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

export function lawyerProfileRouter({ db, config, storage }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const professional = onlyProfessionals();
  // Uploads and edits are cheap to send and costly to store and review.
  const writes = rateLimit({
    windowMs: 60_000,
    max: 20,
    key: (ctx) => `lawyer-profile:${ctx.state.user?.id}`,
  });

  router.get('/profile/lawyer', auth, professional, async (ctx) => {
    ctx.body = (await presentOnboarding(db, ctx.state.user!.id)) satisfies LawyerOnboarding;
  });

  const put = { body: lawyerProfileInputSchema };
  router.put('/profile/lawyer', auth, professional, writes, validate(put), async (ctx) => {
    const { body } = inputOf(ctx.state, put);
    const me = ctx.state.user!;
    const existing = await db
      .selectFrom('lawyer_profiles')
      .select(['verification_status', 'enrolment_number', 'bar_council'])
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    const identity = { enrolment_number: body.enrolmentNumber.toUpperCase(), bar_council: body.barCouncil };
    const fields = {
      // Practice areas lead; the first names the listing's title ('Civil Lawyer'), a fact not a claim.
      title: `${body.practiceAreas[0]} Lawyer`,
      practice_areas: JSON.stringify([...new Set(body.practiceAreas)]),
      languages: JSON.stringify([...new Set(body.languages)]),
      city: body.city,
      state: body.state,
      office_address: body.officeAddress,
      years_experience: body.yearsExperience,
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
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('lawyer_profiles')
        .values({
          user_id: me.id,
          ...fields,
          followers: 0,
          clients: 0,
          positive_ratings: 0,
          photo_url: photo?.photo_stored_name ? photoPath(me.id, photo.photo_stored_name) : null,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
        .execute();
    });
    await expertListingChanged(db, me.id);
    ctx.body = (await presentOnboarding(db, me.id)) satisfies LawyerOnboarding;
  });

  router.post(
    '/profile/lawyer/certificate',
    auth,
    professional,
    writes,
    multipart({ maxUploadMb: config.maxUploadMb }),
    async (ctx) => {
      const files = filesOf(ctx);
      try {
        if (files.length !== 1) throw badRequest('Attach one certificate file.', 'certificate');
        const [stored] = await storeUploads(storage, files, undefined, {
          db,
          userId: ctx.state.user!.id,
          limitMb: config.uploadQuotaMb,
        }).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 415)
            throw notACertificate(files[0].originalFilename ?? 'file');
          throw error;
        });
        if (!certificateMimes.has(stored.mime)) {
          // A Word document passes the general upload check but is not a certificate scan.
          await removeStored(storage, [stored.storedName]);
          throw notACertificate(stored.originalName);
        }
        const me = ctx.state.user!;
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
          created_at: nowIso(),
        };
        await db
          .insertInto('lawyer_certificates')
          .values({ user_id: me.id, ...row })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
          .execute();
        if (previous) await removeStored(storage, [previous.stored_name]);
        await markPending(db, me.id);
        ctx.status = 201;
        ctx.body = (await presentOnboarding(db, me.id)) satisfies LawyerOnboarding;
      } finally {
        await discardTemp(files);
      }
    },
  );

  return router;
}
