import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns, sampleUserRow } from '../testDb';
import { initialMigration } from './001_initial';

let db: Db;
afterEach(() => closeDatabase(db));

describe('001_initial', () => {
  it('creates users and sessions on an empty database', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, [initialMigration]);
    const columns = await tableColumns(db);
    expect(columns('users')).toEqual([
      'consultation_types',
      'created_at',
      'email',
      'id',
      'name',
      'password_hash',
      'role',
      'updated_at',
    ]);
    expect(columns('sessions')).toEqual([
      'created_at',
      'id',
      'last_seen_at',
      'revoked_at',
      'user_agent',
      'user_id',
    ]);
  });

  it('enforces lowercase unique emails, known roles and session cascade', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, [initialMigration]);
    const user = sampleUserRow;
    await db.insertInto('users').values(user).execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, id: 'U2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, id: 'U3', email: 'Upper@b.in' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, id: 'U4', email: 'c@b.in', role: 'admin' as never })
        .execute(),
    ).rejects.toThrow(/CHECK/);

    await db
      .insertInto('sessions')
      .values({
        id: 'S1',
        user_id: 'U1',
        created_at: 'now',
        last_seen_at: 'now',
        revoked_at: null,
        user_agent: '',
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });
});
