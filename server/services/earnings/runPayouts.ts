// The weekly payout run: one payout per lawyer and payout week (unique index), so parallel runs and restarts pay
// nothing twice; failed payouts are sent again after their wait, and the gateway is asked about open ones.
import { newId } from '../../db/ids';
import { balanceOf } from './balance';
import type { PayoutDeps } from './common';
import { payoutWeek } from './periods';
import { failedForGood, sendPayout } from './sendPayout';
import { settlePayout } from './settlePayout';

/** A payout is tried this many times before it waits for an admin (failed payouts on the admin screen). */
export const maxPayoutAttempts = 5;
const retryAfterMs = (attempts: number) => attempts * 10 * 60_000;

/**
 * The weekly run: for every lawyer with a verified payout account and a positive balance, the payout of this
 * week (created once: the unique lawyer+week index lets one of several parallel runs insert it), then sent; and
 * failed payouts whose wait is over are sent again. Answers the payouts created by this run.
 */
export async function runPayouts(deps: PayoutDeps): Promise<number> {
  const now = deps.clock.now();
  const week = payoutWeek(now);
  const accounts = await deps.db
    .selectFrom('payout_accounts')
    .select(['user_id', 'masked'])
    .where('verified_at', 'is not', null)
    .execute();
  let created = 0;
  for (const account of accounts) {
    const { balancePaise, tdsToPayOut } = await balanceOf(
      deps.db,
      account.user_id,
      deps.config.platformFeeBasisPoints,
    );
    if (balancePaise <= 0) continue; // nothing owed, or a refund after a payout carried forward
    const id = newId();
    const inserted = await deps.db
      .insertInto('payouts')
      .values({
        id,
        lawyer_id: account.user_id,
        week,
        amount_paise: balancePaise,
        status: 'pending',
        gateway: deps.gateway.name,
        gateway_payout_id: null,
        idempotency_key: id,
        account_masked: account.masked,
        failure: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        paid_at: null,
        tds: JSON.stringify(tdsToPayOut),
      })
      .onConflict((oc) => oc.columns(['lawyer_id', 'week']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue; // this week's payout exists
    created += 1;
    await sendPayout(deps, id);
  }
  const retry = await deps.db
    .selectFrom('payouts')
    .select(['id', 'attempts', 'updated_at'])
    .where('status', '=', 'failed')
    .where('attempts', '<', maxPayoutAttempts)
    .execute();
  for (const p of retry)
    if (Date.parse(p.updated_at) + retryAfterMs(p.attempts) <= now.getTime()) await sendPayout(deps, p.id);
  // Payouts the gateway is still processing: asked where they stand.
  if (deps.gateway.status) {
    const open = await deps.db
      .selectFrom('payouts')
      .select(['id', 'gateway_payout_id'])
      .where('status', '=', 'processing')
      .where('gateway', '=', deps.gateway.name)
      .where('gateway_payout_id', 'is not', null)
      .execute();
    for (const p of open) {
      const answer = await deps.gateway.status(p.gateway_payout_id!).catch(() => null);
      if (answer?.status === 'paid') await settlePayout(deps, p.id);
      else if (answer?.status === 'failed')
        await failedForGood(deps, p.id, answer.failure ?? 'Payout failed');
    }
  }
  return created;
}
