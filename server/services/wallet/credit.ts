// A paid top-up credited to the wallet, inside the payment's transaction: once per payment (the ledger's
// unique payment_id backs recordPayment's own once-per-order rule).
import type { Trx } from '../../db/connection';
import { moveBalance } from './ledger';

export async function creditTopUp(
  trx: Trx,
  input: { userId: string; paymentId: string; amountPaise: number; description: string },
  now: Date,
): Promise<number> {
  const after = await moveBalance(
    trx,
    {
      userId: input.userId,
      kind: 'top_up',
      amountPaise: input.amountPaise,
      description: input.description,
      paymentId: input.paymentId,
    },
    now,
  );
  if (after === null) throw new Error('A credit cannot take a wallet below zero.');
  return after;
}
