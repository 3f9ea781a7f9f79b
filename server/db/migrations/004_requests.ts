// Consultation requests (Create Request screen) and the documents attached to them.
import type { Migration } from './types';
import { sql } from 'kysely';

export const requestsMigration: Migration = {
  version: 4,
  name: 'requests',
  async up(trx) {
    await trx.schema
      .createTable('requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('budget_paise', 'integer')
      .addColumn('consultation_type', 'text', (c) =>
        c.notNull().check(sqlIn('consultation_type', ['Online', 'On-site'])),
      )
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('timing', 'text', (c) => c.notNull())
      .addColumn('mention', 'text', (c) => c.notNull())
      .addColumn('lawyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('assigned_lawyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('new')
          .check(sqlIn('status', ['new', 'on-going', 'completed'])),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('requests_owner_idx')
      .on('requests')
      .columns(['owner_id', 'status'])
      .execute();
    await trx.schema
      .createIndex('requests_lawyer_idx')
      .on('requests')
      .columns(['lawyer_id', 'status'])
      .execute();
    await trx.schema
      .createIndex('requests_assigned_idx')
      .on('requests')
      .columns(['assigned_lawyer_id', 'status'])
      .execute();

    await trx.schema
      .createTable('request_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) => c.notNull().references('requests.id').onDelete('cascade'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull().unique())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('request_documents_request_idx')
      .on('request_documents')
      .column('request_id')
      .execute();
  },
};

function sqlIn(column: string, values: string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}
