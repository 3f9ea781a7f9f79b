import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { phonesMigration } from './038_phones';

let db: Db;
afterEach(() => closeDatabase(db));

describe('038_phones', () => {
  it('leaves existing users without a number and keeps numbers unique', async () => {
    expect(migrations.at(37)).toBe(phonesMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 37));
    // Rows of the schema being built, not of the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw.insertInto('users').values(sampleUserRow).execute();
    await raw
      .insertInto('users')
      .values({ ...sampleUserRow, id: 'U2', email: 'two@b.in' })
      .execute();
    await migrateToLatest(db, migrations.slice(0, 38));

    const users = await db.selectFrom('users').select(['id', 'phone']).orderBy('id').execute();
    expect(users).toEqual([
      { id: 'U1', phone: null },
      { id: 'U2', phone: null },
    ]);
    await db.updateTable('users').set({ phone: '+919876543210' }).where('id', '=', 'U1').execute();
    await expect(
      db.updateTable('users').set({ phone: '+919876543210' }).where('id', '=', 'U2').execute(),
    ).rejects.toThrow();

    await db
      .insertInto('phone_codes')
      .values({
        id: 'C1',
        user_id: 'U1',
        phone: '+919876543210',
        code_hash: 'h',
        created_at: 'now',
        expires_at: 'later',
        attempts: 0,
        consumed_at: null,
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('phone_codes').selectAll().execute()).toEqual([]);
  });
});
