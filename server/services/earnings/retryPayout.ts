// An admin sends a failed payout again (before its automatic retries come round, or after they ran out).
import type { InputOf, Payout, earningsEndpoints } from '@contract';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { recordAudit } from '../audit/record';
import type { PayoutDeps } from './common';
import { payoutRows } from './payoutLists';
import { sendPayout } from './sendPayout';

export async function retryPayout(
  deps: PayoutDeps,
  me: Pick<UserRow, 'id'>,
  { params }: InputOf<typeof earningsEndpoints.adminRetryPayout>,
): Promise<Payout> {
  const [row] = await payoutRows(deps.db, { id: params.id });
  if (!row) throw notFound('payout_not_found');
  if (row.status !== 'failed') throw badRequest('payout_retry_failed_only', 'id');
  // Recorded before the gateway is asked: the retry was made whatever the gateway answers.
  await recordAudit(deps.db, {
    actorId: me.id,
    action: 'payout.retried',
    subject: { type: 'payout', id: params.id },
    detail: { lawyerId: row.lawyerId, amountPaise: row.amountPaise, attempts: row.attempts },
    at: deps.clock.now(),
  });
  await sendPayout(deps, params.id);
  return (await payoutRows(deps.db, { id: params.id }))[0]!;
}
