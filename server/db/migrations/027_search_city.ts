// Find experts matches a city typed in the search box: the searchable text of each lawyer now
// holds their city unless they hide their location (db/search.ts). The index is derived data: rebuilt.
import { rebuildExpertSearchIndex } from '../search';
import type { Migration } from './types';

export const searchCityMigration: Migration = {
  version: 27,
  name: 'search_city',
  async up(trx) {
    await rebuildExpertSearchIndex(trx);
  },
};
