// The booked time is over: a free first consultation nobody attended becomes missed, then every other one
// that took place is completed and metered, whatever the clients do (in that order: a missed one never
// completes).
import { consultationsPastWindow } from '../services/consultations';
import { markMissedConsultations } from '../services/missedConsultations';
import { completeConsultation } from '../realtime/calls';
import type { Job, JobDeps } from './job';

export const consultationEndsJob = (deps: JobDeps): Job => ({
  name: 'consultationEnds',
  everyMs: 1000,
  async run() {
    await markMissedConsultations(deps.db, deps.clock.now());
    for (const over of await consultationsPastWindow(deps.db, deps.clock.now()))
      await completeConsultation(deps, over.id);
  },
});
