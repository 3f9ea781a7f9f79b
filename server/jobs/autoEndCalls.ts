// Settings → Call & Communication → auto end call: a connected call ends at the booked end when either
// participant asked for it. Every instance runs it from the database; endCall lets exactly one end the call.
import { connectedCallsPastEnd } from '../services/consultations';
import { getUserSettings } from '../services/settings';
import { endCall } from '../realtime/calls';
import type { Job, JobDeps } from './job';

export const autoEndCallsJob = (deps: JobDeps): Job => ({
  name: 'autoEndCalls',
  everyMs: 1000,
  async run() {
    for (const due of await connectedCallsPastEnd(deps.db, deps.clock.now())) {
      const [client, lawyer] = await Promise.all([
        getUserSettings(deps.db, due.client_id),
        getUserSettings(deps.db, due.lawyer_id),
      ]);
      if (client.autoEndCall || lawyer.autoEndCall) await endCall(deps, due.booking_id, null);
    }
  },
});
