// What a client's wallet holds now (0 before the first top-up).
import type { Db, Trx } from '../../db/connection';

export async function walletBalancePaise(db: Db | Trx, userId: string): Promise<number> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(wallet?.balance_paise ?? 0);
}
