import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns, sampleUserRow } from '../testDb';
import { initialMigration } from './001_initial';
import { accountsMigration } from './002_accounts';

let db: Db;
afterEach(() => closeDatabase(db));

const user = sampleUserRow;

describe('002_accounts', () => {
  it('applies on top of 001 and keeps existing users', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, [initialMigration]);
    await db.insertInto('users').values(user).execute();
    expect((await migrateToLatest(db, [initialMigration, accountsMigration])).applied).toEqual([2]);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([{ id: 'U1' }]);
    const columns = await tableColumns(db);
    expect(columns('otp_codes')).toEqual([
      'attempts',
      'code_hash',
      'consumed_at',
      'created_at',
      'expires_at',
      'id',
      'user_id',
    ]);
    expect(columns('reset_tokens')).toEqual([
      'consumed_at',
      'created_at',
      'expires_at',
      'id',
      'token_hash',
      'user_id',
    ]);
    expect(columns('demo_mails')).toEqual(['created_at', 'id', 'subject', 'text', 'to_email']);
  });

  it('deletes codes and reset tokens with their user', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, [initialMigration, accountsMigration]);
    await db.insertInto('users').values(user).execute();
    await db
      .insertInto('otp_codes')
      .values({
        id: 'O1',
        user_id: 'U1',
        code_hash: 'x',
        created_at: 'a',
        expires_at: 'b',
        attempts: 0,
        consumed_at: null,
      })
      .execute();
    await db
      .insertInto('reset_tokens')
      .values({
        id: 'R1',
        user_id: 'U1',
        token_hash: 'y',
        created_at: 'a',
        expires_at: 'b',
        consumed_at: null,
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('otp_codes').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('reset_tokens').selectAll().execute()).toEqual([]);
  });
});
