// Weekly availability: GET /api/experts/:id/availability?date= (a verified lawyer's free slots of that date and
// the caller's price), GET and PUT /api/availability (the signed-in lawyer's own pattern and per-minute rate).
import { Router } from '@koa/router';
import { z } from 'zod';
import {
  availabilityUpdateSchema,
  bookingMinutes,
  freeSlotsQuerySchema,
  idSchema,
  type Availability,
  type FreeSlots,
} from '@contract';
import { nowIso } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { forbidden, notFound } from '../../errors';
import { inputOf, validate } from '../../middlewares/validate';
import {
  bookableLawyer,
  freeSlots,
  officeAddress,
  priceFor,
  weeklyPattern,
} from '../../services/bookingSlots';
import { lawyerViewFor } from '../../services/privacy';
import type { AppDeps } from '../../types';

export function availabilityRouter({ db, config, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  const slotsOf = { params: z.object({ id: idSchema }), query: freeSlotsQuerySchema };
  router.get('/experts/:id/availability', auth, validate(slotsOf), async (ctx) => {
    const { params, query } = inputOf(ctx.state, slotsOf);
    const lawyer = await bookableLawyer(db, params.id);
    const me = ctx.state.user!;
    const view = await lawyerViewFor(db, lawyer.id, me.id);
    if (!view.visible) throw notFound('Lawyer not found.');
    const price = await priceFor(db, me.id, lawyer.rate_paise);
    ctx.body = {
      date: query.date,
      slots: await freeSlots(db, lawyer.id, query.date, clock.now()),
      minutes: bookingMinutes,
      ...price,
      // With 'Location' off the address is shared once a consultation is booked (on the schedule card).
      officeAddress: view.showLocation ? officeAddress(lawyer) : '',
    } satisfies FreeSlots;
  });

  /** The signed-in user's own lawyer profile, or 403 for anyone without one. */
  async function ownProfile(userId: string) {
    const profile = await db
      .selectFrom('lawyer_profiles')
      .select(['user_id', 'rate_paise'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!profile) throw forbidden('Only legal experts have availability and a rate.');
    return profile;
  }

  async function current(userId: string): Promise<Availability> {
    const profile = await ownProfile(userId);
    const pattern = await weeklyPattern(db, userId);
    return { ...pattern, rate: profile.rate_paise / 100, ratePaise: profile.rate_paise };
  }

  router.get('/availability', auth, async (ctx) => {
    ctx.body = await current(ctx.state.user!.id);
  });

  const update = { body: availabilityUpdateSchema };
  router.put('/availability', auth, validate(update), async (ctx) => {
    const { body } = inputOf(ctx.state, update);
    const me = ctx.state.user!;
    await ownProfile(me.id);
    const days = [...body.days].sort((a, b) => a - b);
    const slots = [...body.slots].sort();
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('availability')
        .values({
          lawyer_id: me.id,
          days: JSON.stringify(days),
          slots: JSON.stringify(slots),
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('lawyer_id').doUpdateSet({
            days: JSON.stringify(days),
            slots: JSON.stringify(slots),
            updated_at: now,
          }),
        )
        .execute();
      await trx
        .updateTable('lawyer_profiles')
        .set({ rate_paise: body.rate })
        .where('user_id', '=', me.id)
        .execute();
    });
    ctx.body = await current(me.id);
  });

  return router;
}
