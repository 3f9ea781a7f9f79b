// Notifications created by events (bookings, requests, payments, verification, referrals) and system notices.
import type { Migration } from './types';

export const notificationsMigration: Migration = {
  version: 5,
  name: 'notifications',
  async up(trx) {
    await trx.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // null: a system notice shown to every user (the spec's six promotional notices).
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      // A route inside the app the notice leads to, e.g. /dashboard/schedules.
      .addColumn('link', 'text')
      .addColumn('read_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('notifications_user_idx')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
  },
};
