import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { totpReplayMigration } from './015_totp_replay';

let db: Db;
afterEach(() => closeDatabase(db));

describe('015_totp_replay', () => {
  it('is registered as version 15 and gives existing 2FA rows no last used step', async () => {
    expect(migrations.at(14)).toBe(totpReplayMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 14));
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: '01HZ0000000000000000000T01',
        email: 'totp@example.in',
        name: 'Totp',
        role: 'consumer',
        password_hash: 'x',
        consultation_types: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('two_factor')
      .values({ user_id: '01HZ0000000000000000000T01', secret_enc: 'x', enabled_at: now, created_at: now })
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 15))).applied).toEqual([15]);
    expect((await tableColumns(db))('two_factor')).toContain('last_totp_step');
    expect(await db.selectFrom('two_factor').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      enabled_at: now,
      last_totp_step: null,
    });
  });
});
