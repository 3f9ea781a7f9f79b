import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { authEpochMigration } from './026_auth_epoch';

let db: Db;
afterEach(() => closeDatabase(db));

describe('026_auth_epoch', () => {
  it('moves the auth epoch on user, revocation and admin changes, and not when a session is only touched', async () => {
    const at = migrations.indexOf(authEpochMigration);
    expect(authEpochMigration.version).toBe(at + 1);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, at));
    expect((await migrateToLatest(db, migrations.slice(0, at + 1))).applied).toEqual([at + 1]);
    const epoch = async () =>
      (await db.selectFrom('auth_epoch').select('value').executeTakeFirstOrThrow()).value;
    expect(await epoch()).toBe(0);

    await db.insertInto('users').values(sampleUserRow).execute(); // a new user changes nobody's access
    const now = new Date().toISOString();
    const session = {
      id: 'S1',
      user_id: sampleUserRow.id,
      created_at: now,
      last_seen_at: now,
      revoked_at: null,
      user_agent: '',
    };
    await db.insertInto('sessions').values(session).execute();
    expect(await epoch()).toBe(0);
    await db.updateTable('sessions').set({ last_seen_at: now }).execute();
    expect(await epoch()).toBe(0);

    const steps = [
      () => db.updateTable('users').set({ name: 'Renamed' }).execute(),
      () => db.insertInto('admins').values({ user_id: sampleUserRow.id, created_at: now }).execute(),
      () => db.deleteFrom('admins').execute(),
      () => db.updateTable('sessions').set({ revoked_at: now }).execute(),
      () => db.deleteFrom('sessions').execute(),
      () => db.deleteFrom('users').execute(),
    ];
    for (const [i, step] of steps.entries()) {
      await step();
      expect(await epoch()).toBe(i + 1);
    }
  });
});
