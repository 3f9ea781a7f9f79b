// The support inbox (#57): contact messages and support tickets each get a status (new → answered → closed) and
// the admins' replies. A contact message is linked to the account of a signed-in sender only (user_id): the form
// is public, so an e-mail typed into it proves nothing and never puts a stranger's text in someone's Help Center.
// Replies belong to exactly one message through a foreign key per kind, so they go with it (erasure, cascade).
import { sql } from 'kysely';
import type { Migration } from './types';

export const supportRepliesMigration: Migration = {
  version: 37,
  name: 'support_replies',
  async up(trx) {
    await trx.schema
      .alterTable('contact_messages')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await trx.schema
      .alterTable('contact_messages')
      // erased with the account (erasure deletes by user_id), as the sender's own words
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .execute();
    // Tickets were 'open' or 'closed'; an open ticket nobody answered is new.
    await trx.updateTable('support_tickets').set({ status: 'new' }).where('status', '=', 'open').execute();

    await trx.schema
      .createTable('support_replies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('ticket_id', 'text', (c) => c.references('support_tickets.id').onDelete('cascade'))
      .addColumn('contact_message_id', 'text', (c) => c.references('contact_messages.id').onDelete('cascade'))
      // The admin who wrote it; null once that account is gone (the reply stays with the message).
      .addColumn('author_ref', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'support_replies_one_message',
        sql`(ticket_id IS NULL) <> (contact_message_id IS NULL)`,
      )
      .execute();

    // The inbox (all, or one status; newest first), a user's Help Center (their contact messages), replies of a
    // page of messages: each an index with its filter and then (date, id).
    for (const [name, table, columns] of [
      ['contact_messages_created_idx', 'contact_messages', ['created_at', 'id']],
      ['contact_messages_status_created_idx', 'contact_messages', ['status', 'created_at', 'id']],
      ['contact_messages_user_created_idx', 'contact_messages', ['user_id', 'created_at', 'id']],
      ['support_tickets_created_idx', 'support_tickets', ['created_at', 'id']],
      ['support_tickets_status_created_idx', 'support_tickets', ['status', 'created_at', 'id']],
      ['support_replies_ticket_idx', 'support_replies', ['ticket_id', 'created_at', 'id']],
      ['support_replies_contact_idx', 'support_replies', ['contact_message_id', 'created_at', 'id']],
    ] as const)
      await trx.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
  },
};
