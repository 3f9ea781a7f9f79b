// PUT /api/me/available-now: a verified lawyer turns 'Available now' on (active from now) or off.
import type { AvailableNow, InputOf, instantConsultationEndpoints } from '@contract';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';
import { expertSearchCache } from '../searchCache';
import { availabilityRow, presentAvailableNow } from './availableNow';
import type { InstantDeps } from './common';

export async function setAvailableNow(
  deps: InstantDeps,
  me: Pick<UserRow, 'id' | 'role'>,
  { body }: InputOf<typeof instantConsultationEndpoints.setAvailableNow>,
): Promise<AvailableNow> {
  const { db } = deps;
  const now = deps.clock.now();
  const profile = await db
    .selectFrom('lawyer_profiles')
    .select('verification_status')
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  if (me.role !== 'professional' || profile?.verification_status !== 'verified')
    throw forbidden('available_now_verified_only');
  const at = now.toISOString();
  const values = {
    is_on: body.on ? 1 : 0,
    turned_on_at: body.on ? at : null,
    last_active_at: body.on ? at : null,
    ...(body.cap ? { cap: body.cap } : {}),
  };
  await db
    .insertInto('available_now')
    .values({ lawyer_id: me.id, ...values })
    .onConflict((oc) => oc.column('lawyer_id').doUpdateSet(values))
    .execute();
  // Find experts' 'Available now' filter reads it.
  expertSearchCache(db).invalidate();
  return presentAvailableNow(await availabilityRow(db, me.id), now);
}
