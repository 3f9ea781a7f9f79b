// A consultation ends when its booked time is over or when both sides pressed End: each side's End is kept
// until the other's arrives. A request made from a lawyer's profile mentions them by id, not by an e-mail the
// client never saw: such a mention is shown by name to everyone but the lawyer.
import type { Migration } from './types';

export const endAndMentionsMigration: Migration = {
  version: 19,
  name: 'end_and_mentions',
  async up(trx) {
    await trx.schema.alterTable('bookings').addColumn('client_ended_at', 'text').execute();
    await trx.schema.alterTable('bookings').addColumn('lawyer_ended_at', 'text').execute();
    await trx.schema
      .alterTable('requests')
      .addColumn('mention_by_profile', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
