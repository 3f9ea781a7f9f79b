// Consult now: every second, each accepted consultation with a connected call is charged the minutes it has
// started (meterInstantCall ends it at zero balance), and one left without a call for 10 minutes is ended.
// Conditional charges and ends let several instances run it.
import { endInstantCall, meterInstantCall } from '../realtime/instantCalls';
import { idleInstants } from '../services/instant';
import type { Job, JobDeps } from './job';

export const instantMeteringJob = (deps: JobDeps): Job => ({
  name: 'instantMetering',
  everyMs: 1000,
  async run() {
    const live = await deps.db
      .selectFrom('instant_consultations as ic')
      .select('ic.id')
      .where('ic.state', '=', 'accepted')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('consultation_sessions as cs')
            .select('cs.id')
            .whereRef('cs.booking_id', '=', 'ic.id')
            .where('cs.kind', '=', 'call')
            .where('cs.connected_at', 'is not', null)
            .where('cs.ended_at', 'is', null),
        ),
      )
      .execute();
    for (const { id } of live) await meterInstantCall(deps, id);
    for (const id of await idleInstants(deps.db, deps.clock.now())) await endInstantCall(deps, id, 'ended');
  },
});
