// Legal-document orders' time rules (hours and days): once a minute is plenty.
import { sweepServiceOrders } from '../services/serviceOrders';
import type { Job, JobDeps } from './job';

export const serviceOrdersJob = ({ db, clock }: JobDeps): Job => ({
  name: 'serviceOrders',
  everyMs: 60_000,
  run: () => sweepServiceOrders({ db, clock }),
});
