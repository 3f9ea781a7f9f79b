// The lawyer's office address (street and building; city and state stay their own columns): where an On-site
// consultation takes place. '' for profiles saved before it was asked for.
import type { Migration } from './types';

export const officeAddressMigration: Migration = {
  version: 13,
  name: 'office_address',
  async up(trx) {
    await trx.schema
      .alterTable('lawyer_profiles')
      .addColumn('office_address', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
