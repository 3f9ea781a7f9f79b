// Consult now: a ring unanswered for 60 s times out and the client is told (reads treat it so already).
import { timeOutRinging } from '../services/instant';
import type { Job, JobDeps } from './job';

export const instantRingingJob = (deps: JobDeps): Job => ({
  name: 'instantRinging',
  everyMs: 1000,
  run: () => timeOutRinging(deps),
});
