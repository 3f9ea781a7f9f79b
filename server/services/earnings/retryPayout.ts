// An admin sends a failed payout again (before its automatic retries come round, or after they ran out).
import type { InputOf, Payout, earningsEndpoints } from '@contract';
import { badRequest, notFound } from '../../errors';
import type { PayoutDeps } from './common';
import { payoutRows } from './payoutLists';
import { sendPayout } from './sendPayout';

export async function retryPayout(
  deps: PayoutDeps,
  { params }: InputOf<typeof earningsEndpoints.adminRetryPayout>,
): Promise<Payout> {
  const [row] = await payoutRows(deps.db, { id: params.id });
  if (!row) throw notFound('payout_not_found');
  if (row.status !== 'failed') throw badRequest('payout_retry_failed_only', 'id');
  await sendPayout(deps, params.id);
  return (await payoutRows(deps.db, { id: params.id }))[0]!;
}
