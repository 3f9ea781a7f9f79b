// A lawyer who did not come: the consultation is cancelled with a full refund, the no-show kept on it.
import { lawyerNoShows } from '../services/consultations';
import { cancelAndRefund } from '../services/bookings';
import { refundDepsOf, refundPolicy } from '../services/refunds';
import type { Job, JobDeps } from './job';
import { notice } from '../services/notifications';

export const noShowsJob = (deps: JobDeps): Job => ({
  name: 'noShows',
  everyMs: 1000,
  async run() {
    for (const row of await lawyerNoShows(deps.db, deps.clock.now()))
      await cancelAndRefund(refundDepsOf(deps), row, 'noShow', 'lawyer_no_show', {
        userId: row.client_id,
        says: notice('notice_lawyer_no_show', { topic: row.topic, minutes: refundPolicy.noShowMinutes }),
      });
  },
});
