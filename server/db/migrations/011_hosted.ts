// State that several hosted API instances must share instead of keeping it in process memory.
import type { Migration } from './types';

export const hostedMigration: Migration = {
  version: 11,
  name: 'hosted',
  async up(trx) {
    await trx.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      // Epoch milliseconds: outgrows a 32-bit integer.
      .addColumn('reset_at', 'bigint', (c) => c.notNull())
      .execute();
    await trx.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
  },
};
