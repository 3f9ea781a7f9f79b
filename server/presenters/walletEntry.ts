// A wallet entry as the client sees it: signed amount, the balance after it, and a top-up's receipt.
import type { WalletEntry } from '@contract';
import type { Selectable } from 'kysely';
import type { WalletEntriesTable } from '../db/schema';
import { documentFileName } from '../services/documentNumbers';

export type WalletEntryRow = Selectable<WalletEntriesTable> & {
  receipt_id: string | null;
  receipt_number: string | null;
};

export function presentWalletEntry(row: WalletEntryRow): WalletEntry {
  return {
    _id: row.id,
    kind: row.kind,
    amountPaise: row.amount_paise,
    balanceAfterPaise: row.balance_after_paise,
    description: row.description,
    createdAt: row.created_at,
    receipt:
      row.receipt_id && row.receipt_number
        ? { _id: row.receipt_id, number: row.receipt_number, fileName: documentFileName(row.receipt_number) }
        : null,
    instantId: row.instant_id,
  };
}
