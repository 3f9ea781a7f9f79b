// Telling the client's open apps their balance moved (the per-user push channel, contract/userChannel.ts),
// after the commit; a push that fails or is absent changes nothing: the wallet page reads the API anyway.
import type { UserEvent } from '@contract';
import type { Db } from '../../db/connection';
import { walletBalancePaise } from './balance';

/** The push seam: `deps.push?.toUser` where the app has one. */
export type PushToUser = (userId: string, event: UserEvent) => unknown;

export async function announceBalance(db: Db, userId: string, push?: PushToUser): Promise<void> {
  if (!push) return;
  const balancePaise = await walletBalancePaise(db, userId);
  // Polling and the next read of the wallet catch up with a push that did not arrive.
  await Promise.resolve()
    .then(() => push(userId, { type: 'wallet.changed', balancePaise }))
    .catch(() => {});
}
