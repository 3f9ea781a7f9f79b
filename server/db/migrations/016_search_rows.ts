// Expert search v2 (see db/search.ts): one denormalised row per lawyer in name order (expert_rows) under the
// full-text tables, so filters and paging no longer read profiles and settings per hit. The index is derived
// data: drop whatever 003/007 built, build the current shape, fill it from the profiles.
import { createExpertSearchIndex, rebuildExpertSearchIndex } from '../search';
import type { Migration } from './types';

export const searchRowsMigration: Migration = {
  version: 16,
  name: 'search_rows',
  async up(trx) {
    await createExpertSearchIndex(trx);
    await rebuildExpertSearchIndex(trx);
  },
};
