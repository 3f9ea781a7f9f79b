import type { Transaction } from 'kysely';
import type { Database } from '../schema';

// Migrations see the database as untyped: later migrations change what the current schema types describe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationTransaction = Transaction<any>;

export interface Migration {
  version: number;
  name: string;
  up(trx: MigrationTransaction): Promise<void>;
}

export type { Database };
