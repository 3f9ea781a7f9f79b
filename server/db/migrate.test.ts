import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from './connection';
import { DatabaseFromTheFutureError, migrateToLatest } from './migrate';
import { migrations, type Migration } from './migrations';
import { openTempDatabase } from './testDb';

let db: Db;
afterEach(() => closeDatabase(db));

const tableNames = async (db: Db) => (await db.introspection.getTables()).map((t) => t.name).sort();

describe('migrateToLatest', () => {
  it('applies every migration once and records it; a re-run changes nothing', async () => {
    ({ db } = openTempDatabase());
    const first = await migrateToLatest(db);
    expect(first.applied).toEqual(migrations.map((m) => m.version));
    const second = await migrateToLatest(db);
    expect(second).toEqual({ applied: [], version: first.version });
    const recorded = await db.selectFrom('schema_migrations').select(['version', 'name']).execute();
    expect(recorded).toEqual(migrations.map((m) => ({ version: m.version, name: m.name })));
  });

  it('refuses a database written by a newer version', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    const future = migrations.at(-1)!.version + 1;
    await db
      .insertInto('schema_migrations')
      .values({ version: future, name: 'from_the_future', applied_at: 'later' })
      .execute();
    const attempt = migrateToLatest(db);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseFromTheFutureError);
    await expect(migrateToLatest(db)).rejects.toThrow(`schema version ${future}`);
  });

  it('rolls back every step when one migration fails', async () => {
    ({ db } = openTempDatabase());
    const good: Migration = {
      version: 1,
      name: 'good',
      up: async (trx) => {
        await trx.schema
          .createTable('good_table')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .execute();
      },
    };
    const bad: Migration = {
      version: 2,
      name: 'bad',
      up: async (trx) => {
        await trx.schema.createTable('half_done').addColumn('id', 'text').execute();
        await sql`this is not sql`.execute(trx);
      },
    };
    await expect(migrateToLatest(db, [good, bad])).rejects.toThrow();
    expect(await tableNames(db)).toEqual([]);
  });

  it('keeps data when the file is reopened', async () => {
    let file: string;
    ({ db, file } = openTempDatabase());
    await migrateToLatest(db);
    await db
      .insertInto('users')
      .values({
        id: 'U1',
        email: 'keep@me.in',
        name: 'Kept',
        role: 'consumer',
        password_hash: 'h',
        consultation_types: '[]',
        created_at: 'now',
        updated_at: 'now',
      })
      .execute();
    await closeDatabase(db);
    db = openDatabase(file);
    expect((await migrateToLatest(db)).applied).toEqual([]);
    expect(await db.selectFrom('users').select('email').execute()).toEqual([{ email: 'keep@me.in' }]);
  });

  it('opens with WAL, foreign keys and a busy timeout', async () => {
    ({ db } = openTempDatabase());
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
  });
});
