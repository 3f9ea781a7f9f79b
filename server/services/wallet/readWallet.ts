// The wallet page: the balance and the entries newest first, a keyset page at a time.
import type { InputOf, Wallet, walletEndpoints } from '@contract';
import type { Db } from '../../db/connection';
import { presentWalletEntry } from '../../presenters/walletEntry';
import { keysetPage, keysetRange } from '../paging';
import { walletBalancePaise } from './balance';

export async function readWallet(
  db: Db,
  userId: string,
  { query }: InputOf<typeof walletEndpoints.wallet>,
): Promise<Wallet> {
  const entries = db
    .selectFrom('wallet_entries')
    .leftJoin('payment_receipts', 'payment_receipts.payment_id', 'wallet_entries.payment_id')
    .selectAll('wallet_entries')
    .select(['payment_receipts.id as receipt_id', 'payment_receipts.number as receipt_number'])
    .where('wallet_entries.user_id', '=', userId);
  const rows = await keysetRange(entries, ['wallet_entries.created_at', 'wallet_entries.id'], {
    direction: 'desc',
    take: query.limit + 1,
    cursor: query.cursor,
  }).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return {
    balancePaise: await walletBalancePaise(db, userId),
    entries: page.rows.map(presentWalletEntry),
    nextCursor: page.nextCursor,
  };
}
