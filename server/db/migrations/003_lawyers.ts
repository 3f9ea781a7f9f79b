// Verified lawyer profiles, follows and search counters. (This version also built the first expert search
// index; the index is derived data, and 016 now drops whatever earlier versions built and builds the current one.)
import { sql } from 'kysely';
import type { Migration } from './types';

export const lawyersMigration: Migration = {
  version: 3,
  name: 'lawyers',
  async up(trx) {
    await trx.schema
      .createTable('lawyer_profiles')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('practice_areas', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('languages', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('years_experience', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rate_paise', 'integer', (c) => c.notNull())
      .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enrolment_number', 'text', (c) => c.notNull())
      .addColumn('bar_council', 'text', (c) => c.notNull())
      .addColumn('enrolment_year', 'integer', (c) => c.notNull())
      .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('clients', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('positive_ratings', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verification_status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`verification_status in ('pending', 'verified', 'rejected')`),
      )
      .addColumn('photo_url', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('lawyer_profiles_status_idx')
      .on('lawyer_profiles')
      .column('verification_status')
      .execute();

    await trx.schema
      .createTable('follows')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'text', (c) =>
        c.notNull().references('lawyer_profiles.user_id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('follows_pk', ['user_id', 'lawyer_id'])
      .execute();

    await trx.schema
      .createTable('search_counts')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('search_counts_pk', ['kind', 'term'])
      .execute();
  },
};
