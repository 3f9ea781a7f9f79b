// POST /api/instant-consultations/:id/cancel: the client stops the ringing (stopRinging.ts has the rule).
import type { UserRow } from '../../db/schema';
import type { InstantDeps } from './common';
import { stopRingingAs } from './stopRinging';

export const cancelInstant = (
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
  input: { params: { id: string } },
) => stopRingingAs(deps, me, input.params.id, 'client');
