// A charge for an instant consultation (metered per started minute by the consultation's own service): taken
// whole or not at all, so the balance never goes below zero however many charges race.
import type { Trx } from '../../db/connection';
import { moveBalance } from './ledger';

/** Debits `amountPaise` inside the caller's transaction; false (nothing written) when the balance is short. */
export async function chargeWallet(
  trx: Trx,
  input: { userId: string; amountPaise: number; instantId: string; description: string },
  now: Date,
): Promise<boolean> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new Error(`A wallet charge is a positive whole number of paise, not ${input.amountPaise}.`);
  const after = await moveBalance(
    trx,
    {
      userId: input.userId,
      kind: 'charge',
      amountPaise: -input.amountPaise,
      description: input.description,
      instantId: input.instantId,
    },
    now,
  );
  return after !== null;
}
