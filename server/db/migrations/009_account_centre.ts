// Per-user settings, read markers for system notices, two-factor secrets and recovery codes, profile
// fields, referrals, support tickets, and the spec's six promotional notices as system notices.
import type { Migration } from './types';

/** The spec's six hard-coded notices, kept as system notices (user_id null) every user sees. */
export const promotionalNotices = [
  {
    id: '01HZ000000000000000000SN01',
    message: 'Upgrade to pro at just ₹99/- monthly and get unlimited consultations.',
    link: '/pricing',
  },
  {
    id: '01HZ000000000000000000SN02',
    message: 'Your profile is performing well. Keep it up to date to get more clients.',
    link: '/profile',
  },
  {
    id: '01HZ000000000000000000SN03',
    message: 'Connect your skills with earning and clients on LexSetu.',
    link: '/dashboard/find-experts',
  },
  {
    id: '01HZ000000000000000000SN04',
    message: 'Drive, sit, relax and earn: take consultations from anywhere.',
    link: '/dashboard/schedules',
  },
  {
    id: '01HZ000000000000000000SN05',
    message: 'Turn your earning on auto mode with scheduled consultations.',
    link: '/dashboard/schedules',
  },
  { id: '01HZ000000000000000000SN06', message: 'Get 20% off on every professional tool.', link: '/pricing' },
] as const;

export const accountCentreMigration: Migration = {
  version: 9,
  name: 'account_centre',
  async up(trx) {
    // One JSON object per user; the contract's defaults fill missing keys when read.
    await trx.schema
      .createTable('user_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    // Who has read which system notice (own notices keep read_at on their row).
    await trx.schema
      .createTable('notification_reads')
      .addColumn('notification_id', 'text', (c) =>
        c.notNull().references('notifications.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('read_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'user_id'])
      .execute();

    // The TOTP secret is stored encrypted; enabled_at null while set-up awaits its first code.
    await trx.schema
      .createTable('two_factor')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_enc', 'text', (c) => c.notNull())
      .addColumn('enabled_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable('recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await trx.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

    // Profile fields beyond the account itself (all optional text).
    await trx.schema
      .createTable('user_profiles')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('date_of_birth', 'text')
      .addColumn('country', 'text')
      .addColumn('region', 'text')
      .addColumn('about', 'text')
      .addColumn('employment_type', 'text')
      .addColumn('industry_type', 'text')
      .addColumn('photo_stored_name', 'text')
      .addColumn('photo_mime', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await trx.schema
      .createTable('referral_codes')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // One row per referred user; rewarded_at set once the reward rule is met.
    await trx.schema
      .createTable('referrals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('referrer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('referred_id', 'text', (c) =>
        c.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('reward_paise', 'integer')
      .addColumn('rewarded_at', 'text')
      .execute();
    await trx.schema.createIndex('referrals_referrer_idx').on('referrals').column('referrer_id').execute();

    await trx.schema
      .createTable('support_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('support_tickets_user_idx')
      .on('support_tickets')
      .column('user_id')
      .execute();

    // Older notices first so the list (newest first) shows them in the spec's order.
    const base = Date.now();
    await trx
      .insertInto('notifications')
      .values(
        promotionalNotices.map((n, i) => ({
          id: n.id,
          user_id: null,
          kind: 'system',
          message: n.message,
          link: n.link,
          read_at: null,
          created_at: new Date(base - (i + 1) * 3600_000).toISOString(),
        })),
      )
      .execute();
  },
};
