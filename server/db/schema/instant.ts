// Consult now (#58): a lawyer's 'Available now' switch, and instant consultations (their own kind, no slot).
import type { ColumnType, Selectable } from 'kysely';
import type { InstantState } from '@contract';

export interface AvailableNowTable {
  lawyer_id: string;
  /** 0/1. */
  is_on: ColumnType<number, number | undefined, number>;
  turned_on_at: string | null;
  /** Any request of the lawyer's counts as activity; 2 hours without it turns 'Available now' off. */
  last_active_at: string | null;
  cap: ColumnType<number, number | undefined, number>;
}

/** Ringing until accepted (then a `bookings` row of kind 'instant' with the same id), declined or timed out. */
export interface InstantConsultationsTable {
  id: string;
  client_id: string;
  lawyer_id: string;
  topic: string;
  rate_paise: number;
  state: InstantState;
  ringing_until: string;
  accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  end_reason: ColumnType<
    'ended' | 'balance' | null,
    'ended' | 'balance' | null | undefined,
    'ended' | 'balance' | null
  >;
  /** Started minutes charged to the wallet, and their sum. */
  minutes: ColumnType<number, number | undefined, number>;
  charged_paise: ColumnType<number, number | undefined, number>;
  /** When both sides were warned of one minute of balance left. */
  warned_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The internal payment 'from wallet' recorded at the end, which the tax invoice and ledger read. */
  payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface InstantTables {
  available_now: AvailableNowTable;
  instant_consultations: InstantConsultationsTable;
}

export type InstantConsultationRow = Selectable<InstantConsultationsTable>;
export type AvailableNowRow = Selectable<AvailableNowTable>;
