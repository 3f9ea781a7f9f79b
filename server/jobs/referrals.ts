// Referral rewards of premium plans that have run 7 days.
import { creditReferralsOfRunningPlans } from '../services/referrals';
import type { Job, JobDeps } from './job';

export const referralsJob = ({ db, clock }: JobDeps): Job => ({
  name: 'referrals',
  everyMs: 60_000,
  run: () => creditReferralsOfRunningPlans({ db, clock }),
});
