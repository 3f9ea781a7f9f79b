// Request chat and the free first consultation as a fact.
// - consultation_messages: a message belongs to a booking's room or to an accepted request's chat (exactly one).
//   Neither engine can drop NOT NULL portably, so the table is rebuilt (same rows, same ids).
// - bookings.free_first: set when the booking is made; metering keeps such a booking at ₹0 and no other.
import { sql } from 'kysely';
import type { Migration } from './types';

const copied = [
  'id',
  'booking_id',
  'sender_id',
  'client_id',
  'body',
  'attachment_name',
  'attachment_stored',
  'attachment_mime',
  'attachment_size',
  'created_at',
  'delivered_at',
  'read_at',
];

export const requestChatMigration: Migration = {
  version: 14,
  name: 'request_chat',
  async up(trx) {
    // 0/1. Before this column a ₹0 price was taken to mean "free", which a paid booking metered at 0 minutes
    // also has; the creation rule (no earlier live booking of the client) tells them apart for old rows.
    await trx.schema
      .alterTable('bookings')
      .addColumn('free_first', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`
      UPDATE bookings SET free_first = 1
      WHERE price_paise = 0 AND NOT EXISTS (
        SELECT 1 FROM bookings AS earlier
        WHERE earlier.client_id = bookings.client_id AND earlier.status <> 'cancelled'
          AND earlier.created_at < bookings.created_at)`.execute(trx);

    // Built under a new name and renamed: PostgreSQL keeps index and key names of a renamed table.
    await trx.schema
      .createTable('consultation_messages_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) => c.references('requests.id').onDelete('cascade'))
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
      .addCheckConstraint('consultation_messages_room_ck', sql`(booking_id is null) <> (request_id is null)`)
      .execute();
    const columns = sql.join(copied.map((c) => sql.ref(c)));
    await sql`INSERT INTO consultation_messages_next (${columns}) SELECT ${columns} FROM consultation_messages`.execute(
      trx,
    );
    await trx.schema.dropTable('consultation_messages').execute();
    await trx.schema.alterTable('consultation_messages_next').renameTo('consultation_messages').execute();

    // Per room: the sender's client id is unique (resends find the stored message), and pages go by id.
    for (const room of ['booking_id', 'request_id']) {
      const short = room === 'booking_id' ? 'booking' : 'request';
      await trx.schema
        .createIndex(`consultation_messages_${short}_client_uq`)
        .on('consultation_messages')
        .columns([room, 'client_id'])
        .unique()
        .execute();
      await trx.schema
        .createIndex(`consultation_messages_${short}_idx`)
        .on('consultation_messages')
        .columns([room, 'id'])
        .execute();
    }
  },
};
