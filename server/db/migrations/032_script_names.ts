// Names in three scripts: a lawyer may give their name also in Devanagari and in Tamil ('' = not
// given). Search matches a name typed in any of them, so the search index, derived data, is built again in its
// current shape (expert_rows.names: every script's name; db/search.ts) and filled from the profiles.
import { createExpertSearchIndex, rebuildExpertSearchIndex } from '../search';
import type { Migration } from './types';

export const scriptNamesMigration: Migration = {
  version: 32,
  name: 'script_names',
  async up(trx) {
    for (const column of ['name_devanagari', 'name_tamil'])
      await trx.schema
        .alterTable('lawyer_profiles')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    await createExpertSearchIndex(trx);
    await rebuildExpertSearchIndex(trx);
  },
};
