// A lawyer's payout account, PAN and payouts as the wire shows them: the account and PAN only masked (never the
// number or PAN, kept encrypted for the payout gateway and TDS returns), amounts in paise, dates ISO.
import type { Payout, PayoutAccount, PayoutAccountReply } from '@contract';
import type { PansTable, PayoutAccountsTable, PayoutsTable } from '../db/schema';

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

export const presentPan = (row: Pick<PansTable, 'masked' | 'given_at'>): PayoutAccountReply['pan'] => ({
  masked: row.masked,
  givenAt: row.given_at,
});

export function presentPayout(
  row: Omit<PayoutsTable, 'attempts' | 'tds'> & { attempts: number; tds: string; lawyer_name: string },
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
    tds: JSON.parse(row.tds) as Payout['tds'],
  };
}
