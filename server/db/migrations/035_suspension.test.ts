import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { suspensionMigration } from './035_suspension';

let db: Db;
afterEach(() => closeDatabase(db));

describe('035_suspension', () => {
  it('keeps existing users active, records a suspension, and deletes notes with their user', async () => {
    expect(migrations.at(34)).toBe(suspensionMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 34));
    // Rows of the schema being built, not of the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw.insertInto('users').values(sampleUserRow).execute();
    await raw
      .insertInto('users')
      .values({ ...sampleUserRow, id: 'ADMIN', email: 'admin@b.in' })
      .execute();
    await migrateToLatest(db, migrations.slice(0, 35));

    const before = await db.selectFrom('users').selectAll().where('id', '=', 'U1').executeTakeFirstOrThrow();
    expect(before).toMatchObject({ suspended_at: null, suspended_reason: null });
    const epoch = async () =>
      (await db.selectFrom('auth_epoch').select('value').executeTakeFirstOrThrow()).value;
    const epochBefore = await epoch();
    await db
      .updateTable('users')
      .set({ suspended_at: '2026-12-07T10:00:00.000Z', suspended_reason: 'Abusive messages' })
      .where('id', '=', 'U1')
      .execute();
    // Suspending moves the auth epoch (migration 026), so every instance drops its cached sessions.
    expect(await epoch()).toBeGreaterThan(epochBefore);

    await db
      .insertInto('admin_notes')
      .values({ id: 'N1', user_id: 'U1', author_ref: 'ADMIN', text: 'Warned once', created_at: 'now' })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('admin_notes').selectAll().execute()).toEqual([]);
  });
});
