// Live consultations: chat messages per booking (idempotent by the sender's client id, so a resend after a
// reconnect never doubles a message), call and chat sessions for metering, and the metered minutes on a booking.
import { sql } from 'kysely';
import type { Migration } from './types';

export const consultationsMigration: Migration = {
  version: 12,
  name: 'consultations',
  async up(trx) {
    // Null until a call or chat session has been metered; Bills shows metered_minutes ?? minutes.
    await trx.schema.alterTable('bookings').addColumn('metered_minutes', 'integer').execute();

    await trx.schema
      .createTable('consultation_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('attachment_name', 'text')
      .addColumn('attachment_stored', 'text')
      .addColumn('attachment_mime', 'text')
      .addColumn('attachment_size', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('delivered_at', 'text')
      .addColumn('read_at', 'text')
      .execute();
    await trx.schema
      .createIndex('consultation_messages_client_uq')
      .on('consultation_messages')
      .columns(['booking_id', 'client_id'])
      .unique()
      .execute();
    await trx.schema
      .createIndex('consultation_messages_booking_idx')
      .on('consultation_messages')
      .columns(['booking_id', 'id'])
      .execute();

    await trx.schema
      .createTable('consultation_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('call', 'chat')`))
      .addColumn('started_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('started_at', 'text', (c) => c.notNull())
      // Calls count from the moment media flows, not from the ring.
      .addColumn('connected_at', 'text')
      .addColumn('ended_at', 'text')
      .execute();
    await trx.schema
      .createIndex('consultation_sessions_booking_idx')
      .on('consultation_sessions')
      .columns(['booking_id', 'kind'])
      .execute();
  },
};
