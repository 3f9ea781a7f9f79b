// Consult now: every second, each accepted consultation with a connected call is charged the minutes it has
// started (meterInstantCall ends it at zero balance). Conditional charges let several instances run it.
import { meterInstantCall } from '../realtime/instantCalls';
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
  },
});
