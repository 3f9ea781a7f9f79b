import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { promotionalNotices } from './009_account_centre';
import { noticeKeysMigration, systemNoticeKeys } from './031_notice_keys';

let db: Db;
afterEach(() => closeDatabase(db));

describe('031_notice_keys', () => {
  it('keeps every notice as it was written and gives the six system notices their keys', async () => {
    expect(migrations.at(30)).toBe(noticeKeysMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 30));
    await db.insertInto('users').values(sampleUserRow).execute();
    // A row of the schema being built, not of the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw
      .insertInto('notifications')
      .values({
        id: 'N1',
        user_id: sampleUserRow.id,
        kind: 'booking',
        message: 'Your consultation was approved.',
        link: null,
        read_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 31))).applied).toEqual([31]);

    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'message', 'message_key', 'message_values'])
      .orderBy('id')
      .execute();
    expect(rows.find((r) => r.id === 'N1')).toEqual({
      id: 'N1',
      message: 'Your consultation was approved.',
      message_key: null,
      message_values: null,
    });
    for (const [i, notice] of promotionalNotices.entries())
      expect(rows.find((r) => r.id === notice.id)).toEqual({
        id: notice.id,
        message: notice.message,
        message_key: systemNoticeKeys[i],
        message_values: null,
      });
  });
});
