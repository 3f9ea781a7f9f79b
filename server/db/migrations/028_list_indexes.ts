// Flat cost as data grows: every list is read as a keyset page (contract/common.ts), so each of its
// queries needs an index that holds its WHERE columns and then its whole ORDER BY (date, id) — the index then
// seeks to the cursor and stops after a page, whatever the table's size. The indexes these replace were their
// prefixes, and go. Plain (not partial) indexes where a query's filter carries a bound value: SQLite uses a partial
// index only when the query repeats its condition with the same literal.
import { sql } from 'kysely';
import type { Migration } from './types';

export const listIndexesMigration: Migration = {
  version: 28,
  name: 'list_indexes',
  async up(trx) {
    // Notifications: own notices and system ones (user_id null) newest first; the bell's count reads only the
    // unread ones (read_at null: the condition has no bound value, so a partial index serves it on both engines).
    await trx.schema.dropIndex('notifications_user_idx').execute();
    await trx.schema
      .createIndex('notifications_user_created_idx')
      .on('notifications')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await trx.schema
      .createIndex('notifications_unread_idx')
      .on('notifications')
      .column('user_id')
      .where(sql.ref('read_at'), 'is', null)
      .execute();

    // Requests: a tab of the owner's, the mentioned lawyer's and the accepted lawyer's, most recently changed first.
    const parties = { owner: 'owner_id', lawyer: 'lawyer_id', assigned: 'assigned_lawyer_id' } as const;
    for (const [short, column] of Object.entries(parties)) {
      await trx.schema.dropIndex(`requests_${short}_idx`).execute();
      await trx.schema
        .createIndex(`requests_${short}_updated_idx`)
        .on('requests')
        .columns([column, 'status', 'updated_at', 'id'])
        .execute();
    }

    // Schedules: the client's and the lawyer's bookings by start (the lawyer's unique slot index leaves out
    // cancelled bookings, and a partial index is not used by a query whose filter is bound). end_at and status
    // ride along so the tab counts read the index alone.
    await trx.schema.dropIndex('bookings_client_start_idx').execute();
    for (const side of ['client', 'lawyer'] as const)
      await trx.schema
        .createIndex(`bookings_${side}_start_id_idx`)
        .on('bookings')
        .columns([`${side}_id`, 'start_at', 'id', 'end_at', 'status'])
        .execute();
  },
};
