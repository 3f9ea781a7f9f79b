// GET /api/me/available-now: the signed-in lawyer's switch (off for anyone who never turned it on).
import type { AvailableNow } from '@contract';
import type { UserRow } from '../../db/schema';
import { availabilityRow, presentAvailableNow } from './availableNow';
import type { InstantDeps } from './common';

export async function getAvailableNow(deps: InstantDeps, me: Pick<UserRow, 'id'>): Promise<AvailableNow> {
  return presentAvailableNow(await availabilityRow(deps.db, me.id), deps.clock.now());
}
