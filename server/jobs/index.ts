// Every job of the app (one file each, beside this one); the scheduler (scheduler.ts) runs them.
import type { AppDeps } from '../types';
import { autoEndCallsJob } from './autoEndCalls';
import { calendarJob } from './calendar';
import { consultationEndsJob } from './consultationEnds';
import type { Job } from './job';
import { noShowsJob } from './noShows';
import { paymentHoldsJob } from './paymentHolds';
import { payoutsJob } from './payouts';
import { referralsJob } from './referrals';
import { refundsJob } from './refunds';
import { searchCountsJob } from './searchCounts';
import { serviceOrdersJob } from './serviceOrders';
import { instantRingingJob } from './instantRinging';
import { instantMeteringJob } from './instantMetering';
import { availableNowExpiryJob } from './availableNowExpiry';
import { phoneSignUpsJob } from './phoneSignUps';

export function appJobs(deps: AppDeps): Job[] {
  return [
    paymentHoldsJob(deps),
    noShowsJob(deps),
    refundsJob(deps),
    consultationEndsJob(deps),
    autoEndCallsJob(deps),
    calendarJob(deps),
    serviceOrdersJob(deps),
    referralsJob(deps),
    payoutsJob(deps),
    searchCountsJob(deps),
    instantRingingJob(deps),
    instantMeteringJob(deps),
    availableNowExpiryJob(deps),
    phoneSignUpsJob(deps),
  ];
}
