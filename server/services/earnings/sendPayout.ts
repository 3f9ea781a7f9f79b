// Sending one payout: claimed by a conditional update (one caller wins), then handed to the payout gateway with
// its idempotency key; paid at once, failed, or left processing for the gateway's later answer.
import { earningsMessages } from '@contract';
import { updatedAny } from '../../db/updated';
import type { PayoutGateway } from '../payments/payoutGateway';
import type { PayoutDeps } from './common';
import { destinationOf, maskAccount } from './payoutAccount';
import { settlePayout } from './settlePayout';

/**
 * The gateway says the payout failed and nothing was paid: marked failed, to be retried under a new idempotency
 * key (the old one would only replay the failure).
 */
export async function failedForGood(deps: PayoutDeps, payoutId: string, failure: string) {
  const row = await deps.db
    .selectFrom('payouts')
    .select('attempts')
    .where('id', '=', payoutId)
    .executeTakeFirst();
  await deps.db
    .updateTable('payouts')
    .set({
      status: 'failed',
      failure: failure.slice(0, 200),
      gateway_payout_id: null,
      idempotency_key: `${payoutId}-${row?.attempts ?? 0}`,
      updated_at: deps.clock.now().toISOString(),
    })
    .where('id', '=', payoutId)
    .where('status', '=', 'processing')
    .execute();
}

/**
 * Sends one payout: claimed first (pending or failed → processing, one caller wins), then handed to the gateway
 * with the payout id as idempotency key; paid at once (demo) or left processing for the gateway's answer.
 */
export async function sendPayout(deps: PayoutDeps, payoutId: string): Promise<void> {
  const at = () => deps.clock.now().toISOString();
  const claimed = await deps.db
    .updateTable('payouts')
    .set((eb) => ({ status: 'processing', attempts: eb('attempts', '+', 1), updated_at: at() }))
    .where('id', '=', payoutId)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  if (!updatedAny(claimed)) return;
  const payout = await deps.db
    .selectFrom('payouts')
    .selectAll()
    .where('id', '=', payoutId)
    .executeTakeFirstOrThrow();
  const fail = (failure: string) =>
    deps.db
      .updateTable('payouts')
      .set({ status: 'failed', failure: failure.slice(0, 200), updated_at: at() })
      .where('id', '=', payoutId)
      .where('status', '=', 'processing')
      .execute();
  const destination = await destinationOf(deps, payout.lawyer_id);
  if (!destination) return void (await fail(earningsMessages.noAccount));
  // The account it goes to now (the lawyer may have changed it since the payout was made): the record says so.
  await deps.db
    .updateTable('payouts')
    .set({ account_masked: maskAccount(destination) })
    .where('id', '=', payoutId)
    .execute();
  let sent: Awaited<ReturnType<PayoutGateway['payout']>>;
  try {
    sent = await deps.gateway.payout({
      idempotencyKey: payout.idempotency_key,
      amountPaise: payout.amount_paise,
      account: destination,
      reference: payout.id,
    });
  } catch (error) {
    // The gateway's message, never the account (adapters do not put it in errors).
    return void (await fail(error instanceof Error ? error.message : 'Payout failed'));
  }
  await deps.db
    .updateTable('payouts')
    .set({ gateway_payout_id: sent.gatewayPayoutId, updated_at: at() })
    .where('id', '=', payoutId)
    .execute();
  if (sent.status === 'paid') await settlePayout(deps, payoutId);
  else if (sent.status === 'failed') await failedForGood(deps, payoutId, sent.failure ?? 'Payout failed');
}
