// A notice is stored as a catalogue key plus its values (JSON) and rendered in the reader's language
// when read (server/i18n, area notifications). `message` keeps the English text: rows written before this
// migration (key null) show it as they are, and it is what a key no longer in the catalogue falls back to. The
// spec's six system notices get their keys here, so they read in Hindi and Tamil too.
import { promotionalNotices } from './009_account_centre';
import type { Migration } from './types';

/** The catalogue keys of the six system notices of migration 009, in its order. */
export const systemNoticeKeys = [
  'notice_upgrade_to_pro',
  'notice_profile_performing_well',
  'notice_connect_skills',
  'notice_drive_sit_relax',
  'notice_earning_auto_mode',
  'notice_professional_tools',
] as const;

export const noticeKeysMigration: Migration = {
  version: 31,
  name: 'notice_keys',
  async up(trx) {
    await trx.schema.alterTable('notifications').addColumn('message_key', 'text').execute();
    await trx.schema.alterTable('notifications').addColumn('message_values', 'text').execute();
    for (const [i, notice] of promotionalNotices.entries())
      await trx
        .updateTable('notifications')
        .set({ message_key: systemNoticeKeys[i] })
        .where('id', '=', notice.id)
        .where('message', '=', notice.message)
        .execute();
  },
};
