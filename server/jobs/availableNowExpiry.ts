// 'Available now' turns itself off after 2 hours without activity, or once the lawyer signed out everywhere.
import { expireAvailableNow } from '../services/instant';
import type { Job, JobDeps } from './job';

export const availableNowExpiryJob = (deps: JobDeps): Job => ({
  name: 'availableNowExpiry',
  everyMs: 60_000,
  run: () => expireAvailableNow(deps.db, deps.clock.now()),
});
