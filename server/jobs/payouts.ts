// The weekly payout run: each lawyer's payout of the week is made once (the unique lawyer+week row), so several
// instances and restarts pay nothing twice. The first a minute after start, then every quarter hour.
import { payoutDepsOf, runPayouts } from '../services/earnings';
import type { Job, JobDeps } from './job';

export const payoutsJob = (deps: JobDeps): Job => ({
  name: 'payouts',
  everyMs: 15 * 60_000,
  firstAfterMs: 60_000,
  run: () => runPayouts(payoutDepsOf(deps)),
});
