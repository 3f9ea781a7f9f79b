// The wallet's one rule: a balance change and its ledger entry are written together, under the wallet's row
// lock on PostgreSQL (SQLite's transactions are serial), and a debit the balance cannot hold is refused.
import { dialectOf, type Trx } from '../../db/connection';
import { newId } from '../../db/ids';
import type { WalletEntryKind } from '../../db/schema';

export interface Movement {
  userId: string;
  kind: WalletEntryKind;
  /** Signed: a credit is positive, a debit negative. */
  amountPaise: number;
  description: string;
  paymentId?: string | null;
  instantId?: string | null;
  refundId?: string | null;
}

/** The wallet row, locked for the rest of the transaction on PostgreSQL; undefined when it has none yet. */
export async function lockedWallet(trx: Trx, userId: string) {
  const query = trx.selectFrom('wallets').select('balance_paise').where('user_id', '=', userId);
  return (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Applies one movement inside `trx`; answers the new balance, or null when a debit would go below zero. */
export async function moveBalance(trx: Trx, move: Movement, now: Date): Promise<number | null> {
  if (!Number.isSafeInteger(move.amountPaise) || move.amountPaise === 0)
    throw new Error(`A wallet movement is a whole non-zero number of paise, not ${move.amountPaise}.`);
  const at = now.toISOString();
  // A credit opens the wallet on first use; a debit of a wallet never opened is refused below.
  if (move.amountPaise > 0)
    await trx
      .insertInto('wallets')
      .values({ user_id: move.userId, balance_paise: 0, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  const wallet = await lockedWallet(trx, move.userId);
  const after = (wallet?.balance_paise ?? 0) + move.amountPaise;
  if (!wallet || after < 0) return null;
  await trx
    .updateTable('wallets')
    .set({ balance_paise: after, updated_at: at })
    .where('user_id', '=', move.userId)
    .execute();
  await trx
    .insertInto('wallet_entries')
    .values({
      id: newId(),
      user_id: move.userId,
      kind: move.kind,
      amount_paise: move.amountPaise,
      balance_after_paise: after,
      description: move.description,
      payment_id: move.paymentId ?? null,
      instant_id: move.instantId ?? null,
      refund_id: move.refundId ?? null,
      created_at: at,
    })
    .execute();
  return after;
}
