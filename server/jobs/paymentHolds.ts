// Pay at booking: holds not paid in time release their slots (the client is told).
import { releaseLapsedHolds } from '../services/bookings';
import type { Job, JobDeps } from './job';

export const paymentHoldsJob = ({ db, clock }: JobDeps): Job => ({
  name: 'paymentHolds',
  everyMs: 1000,
  run: () => releaseLapsedHolds(db, clock.now()),
});
