// The rest of the lists read as keyset pages (the Documents tab, support tickets, sessions, referrals, the
// verification queue, hidden reviews): each query gets an index with its filter and then its ORDER BY (date, id),
// so a page seeks to the cursor and stops, whatever the table's size. The indexes these replace were their
// prefixes, and go.
import type { Migration } from './types';

/** table, the index replaced (its prefix), the new index and its columns. */
const replaced = [
  ['documents', 'documents_user_idx', 'documents_user_created_idx', ['user_id', 'created_at', 'id']],
  [
    'support_tickets',
    'support_tickets_user_idx',
    'support_tickets_user_created_idx',
    ['user_id', 'created_at', 'id'],
  ],
  ['sessions', 'sessions_user_id_idx', 'sessions_user_seen_idx', ['user_id', 'last_seen_at', 'id']],
  [
    'referrals',
    'referrals_referrer_idx',
    'referrals_referrer_created_idx',
    ['referrer_id', 'created_at', 'id'],
  ],
  [
    'lawyer_profiles',
    'lawyer_profiles_status_idx',
    'lawyer_profiles_status_created_idx',
    ['verification_status', 'created_at', 'user_id'],
  ],
] as const;

export const moreListIndexesMigration: Migration = {
  version: 33,
  name: 'more_list_indexes',
  async up(trx) {
    for (const [table, old, name, columns] of replaced) {
      await trx.schema.dropIndex(old).execute();
      await trx.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
    // Documents shared with the reader (the other range of the Documents tab) and hidden reviews (last hidden
    // first) had no index of their own.
    await trx.schema
      .createIndex('documents_shared_created_idx')
      .on('documents')
      .columns(['shared_with', 'created_at', 'id'])
      .execute();
    await trx.schema.createIndex('reviews_hidden_idx').on('reviews').columns(['hidden_at', 'id']).execute();
  },
};
