// Who has a wallet: clients. A lawyer is paid through earnings, never through a wallet.
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../errors';

export function assertWalletOwner(me: Pick<UserRow, 'role'>): void {
  if (me.role !== 'consumer') throw forbidden('wallet_clients_only');
}
