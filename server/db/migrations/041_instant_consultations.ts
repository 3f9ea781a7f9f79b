// Consult now (#58): lawyers available now, and instant consultations (their own kind, no slot).
// An accepted one becomes a `bookings` row of kind 'instant' with the same id, so the room, chat, calls,
// sessions, documents and history work as they are; the slot index now covers slot bookings only.
import { sql } from 'kysely';
import type { Migration } from './types';

export const instantConsultationsMigration: Migration = {
  version: 41,
  name: 'instant_consultations',
  async up(trx) {
    await trx.schema
      .alterTable('bookings')
      .addColumn('kind', 'text', (c) =>
        c
          .notNull()
          .defaultTo('slot')
          .check(sql`kind in ('slot', 'instant')`),
      )
      .execute();
    // Instant consultations hold no slot: the unique (lawyer, start) index is over live slot bookings only.
    await trx.schema.dropIndex('bookings_live_slot_uq').execute();
    await trx.schema
      .createIndex('bookings_live_slot_uq')
      .on('bookings')
      .columns(['lawyer_id', 'start_at'])
      .unique()
      .where(sql<boolean>`status <> 'cancelled' and kind = 'slot'`)
      .execute();

    // One row per lawyer who ever switched 'Available now'; the row lock serialises ringing them (cap).
    await trx.schema
      .createTable('available_now')
      .addColumn('lawyer_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('is_on', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('turned_on_at', 'text')
      .addColumn('last_active_at', 'text')
      .addColumn('cap', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`cap >= 1`),
      )
      .execute();

    await trx.schema
      .createTable('instant_consultations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('rate_paise', 'integer', (c) => c.notNull().check(sql`rate_paise > 0`))
      .addColumn('state', 'text', (c) =>
        c
          .notNull()
          .check(sql`state in ('ringing', 'accepted', 'declined', 'timed_out', 'cancelled', 'ended')`),
      )
      .addColumn('ringing_until', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('charged_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('warned_at', 'text')
      .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('instant_lawyer_state_idx')
      .on('instant_consultations')
      .columns(['lawyer_id', 'state'])
      .execute();
    await trx.schema
      .createIndex('instant_state_until_idx')
      .on('instant_consultations')
      .columns(['state', 'ringing_until'])
      .execute();
  },
};
