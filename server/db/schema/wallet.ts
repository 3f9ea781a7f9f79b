// The client's wallet (#58): an advance paid through the gateway, spent per minute on instant consultations.
import type { ColumnType } from 'kysely';

/** One row per client who ever had a balance; a CHECK keeps it at or above zero (migration 040). */
export interface WalletsTable {
  user_id: string;
  balance_paise: number;
  updated_at: string;
}

export type WalletEntryKind = 'top_up' | 'charge' | 'refund';

/**
 * The ledger: every balance change with what caused it (a top-up's payment, an instant consultation, a refund
 * of unused balance). `amount_paise` is signed (credit > 0, debit < 0); the balance after it is kept too.
 */
export interface WalletEntriesTable {
  id: string;
  user_id: string;
  kind: WalletEntryKind;
  amount_paise: number;
  balance_after_paise: number;
  description: string;
  payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  instant_id: ColumnType<string | null, string | null | undefined, string | null>;
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

/** A top-up's receipt (an advance, not a supply: no GST), numbered RCT/26-27/000001 per financial year. */
export interface ReceiptsTable {
  id: string;
  number: string;
  user_id: string;
  payment_id: string;
  client_name: string;
  client_email: string;
  description: string;
  amount_paise: number;
  issued_at: string;
}

export interface WalletTables {
  wallets: WalletsTable;
  wallet_entries: WalletEntriesTable;
  /** Named so erasure keeps them with the payments they acknowledge (dataRights.ts: retained by law). */
  payment_receipts: ReceiptsTable;
}
