// A lawyer's payout account and payouts as the wire shows them: the account only masked (never its number, which
// is kept encrypted for the payout gateway), amounts in paise, dates ISO.
import type { Payout, PayoutAccount } from '@contract';
import type { PayoutAccountsTable, PayoutsTable } from '../db/schema';

export function presentAccount(
  row: Pick<
    PayoutAccountsTable,
    'user_id' | 'kind' | 'holder_name' | 'ifsc' | 'masked' | 'verified_at' | 'updated_at'
  >,
): PayoutAccount {
  return {
    _id: row.user_id,
    kind: row.kind,
    holderName: row.holder_name,
    ifsc: row.ifsc,
    masked: row.masked,
    verifiedAt: row.verified_at,
    updatedAt: row.updated_at,
  };
}

export function presentPayout(
  row: Omit<PayoutsTable, 'attempts'> & { attempts: number; lawyer_name: string },
): Payout {
  return {
    _id: row.id,
    lawyerId: row.lawyer_id,
    lawyerName: row.lawyer_name,
    week: row.week,
    amountPaise: row.amount_paise,
    status: row.status,
    accountMasked: row.account_masked,
    attempts: row.attempts,
    failure: row.failure,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}
