// Refunds the gateway could not take at first are sent again (services/refunds.ts says when).
import { refundDepsOf, sendQueuedRefunds } from '../services/refunds';
import type { Job, JobDeps } from './job';

export const refundsJob = (deps: JobDeps): Job => ({
  name: 'refunds',
  everyMs: 1000,
  run: () => sendQueuedRefunds(refundDepsOf(deps)),
});
