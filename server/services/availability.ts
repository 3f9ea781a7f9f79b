// Weekly availability: a verified lawyer's free slots of a date with the caller's price, and the signed-in
// lawyer's own days, slots and per-minute rate (the rate rule itself is the contract's rateRupeesSchema).
import {
  availabilityEndpoints as endpoints,
  bookingMinutes,
  type Availability,
  type FreeSlots,
  type InputOf,
} from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { Clock } from '../types';
import { bookableLawyer, freeSlots, officeAddress, priceFor, weeklyPattern } from './bookingSlots';
import { lawyerViewFor } from './privacy';

export interface AvailabilityDeps {
  db: Db;
  clock: Clock;
}
type Me = Pick<UserRow, 'id'>;

export async function freeSlotsOf(
  { db, clock }: AvailabilityDeps,
  me: Me,
  { params, query }: InputOf<typeof endpoints.freeSlots>,
): Promise<FreeSlots> {
  const lawyer = await bookableLawyer(db, params.id);
  const view = await lawyerViewFor(db, lawyer.id, me.id);
  if (!view.visible) throw notFound('lawyer_not_found');
  const price = await priceFor(db, me.id, lawyer.rate_paise);
  return {
    date: query.date,
    slots: await freeSlots(db, lawyer.id, query.date, clock.now()),
    minutes: bookingMinutes,
    ...price,
    // With 'Location' off the address is shared once a consultation is booked (on the schedule card).
    officeAddress: view.showLocation ? officeAddress(lawyer) : '',
  };
}

/** The caller's own lawyer profile: only legal experts have availability and a rate (anyone else 403). */
async function ownProfile(db: Db, userId: string) {
  const profile = await db
    .selectFrom('lawyer_profiles')
    .select(['user_id', 'rate_paise'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw forbidden('availability_lawyers_only');
  return profile;
}

export async function ownAvailability({ db }: AvailabilityDeps, me: Me): Promise<Availability> {
  const profile = await ownProfile(db, me.id);
  const pattern = await weeklyPattern(db, me.id);
  return { ...pattern, rate: profile.rate_paise / 100, ratePaise: profile.rate_paise };
}

export async function updateAvailability(
  deps: AvailabilityDeps,
  me: Me,
  { body }: InputOf<typeof endpoints.update>,
): Promise<Availability> {
  const { db, clock } = deps;
  await ownProfile(db, me.id);
  const days = JSON.stringify([...body.days].sort((a, b) => a - b));
  const slots = JSON.stringify([...body.slots].sort());
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('availability')
      .values({ lawyer_id: me.id, days, slots, updated_at: now })
      .onConflict((oc) => oc.column('lawyer_id').doUpdateSet({ days, slots, updated_at: now }))
      .execute();
    // body.rate is already paise: the contract's rateRupeesSchema turns the typed rupees into them.
    await trx
      .updateTable('lawyer_profiles')
      .set({ rate_paise: body.rate })
      .where('user_id', '=', me.id)
      .execute();
  });
  return ownAvailability(deps, me);
}
