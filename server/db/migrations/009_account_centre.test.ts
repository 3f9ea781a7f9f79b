import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { accountCentreMigration, promotionalNotices } from './009_account_centre';

let db: Db;
afterEach(() => closeDatabase(db));

describe('009_account_centre', () => {
  it('is registered as version 9, adds its tables and the six system notices', async () => {
    expect(migrations.at(8)).toBe(accountCentreMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 8));
    expect((await migrateToLatest(db, migrations.slice(0, 9))).applied).toEqual([9]);
    const columns = await tableColumns(db);
    expect(columns('user_settings')).toEqual(['data', 'updated_at', 'user_id']);
    expect(columns('notification_reads')).toEqual(['notification_id', 'read_at', 'user_id']);
    expect(columns('two_factor')).toEqual(['created_at', 'enabled_at', 'secret_enc', 'user_id']);
    for (const table of ['recovery_codes', 'user_profiles', 'referral_codes', 'referrals', 'support_tickets'])
      expect(columns(table), table).toBeDefined();
    const notices = await db.selectFrom('notifications').selectAll().where('user_id', 'is', null).execute();
    expect(notices.map((n) => n.id).sort()).toEqual(promotionalNotices.map((n) => n.id).sort());
    expect(notices.every((n) => n.kind === 'system')).toBe(true);
  });

  it("removes a user's rows with the user", async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 9));
    await db.insertInto('users').values(sampleUserRow).execute();
    await db.insertInto('user_settings').values({ user_id: 'U1', data: '{}', updated_at: 'now' }).execute();
    await db
      .insertInto('notification_reads')
      .values({ notification_id: promotionalNotices[0].id, user_id: 'U1', read_at: 'now' })
      .execute();
    await db
      .insertInto('two_factor')
      .values({ user_id: 'U1', secret_enc: 'x', enabled_at: null, created_at: 'now' })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('user_settings').select('user_id').execute()).toEqual([]);
    expect(await db.selectFrom('notification_reads').select('user_id').execute()).toEqual([]);
    expect(await db.selectFrom('two_factor').select('user_id').execute()).toEqual([]);
    // System notices stay for everyone else.
    expect(await db.selectFrom('notifications').select('id').execute()).toHaveLength(6);
  });
});
