// The database an API test runs on: SQLite by default; PostgreSQL when the vitest project sets
// LEXSETU_TEST_DIALECT=postgres — a real server at LEXSETU_TEST_PG_URL (a fresh database per test app), or
// else PGlite in-process so a machine without PostgreSQL still tests both dialects.
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { ulid } from 'ulid';
import pg from 'pg';
import {
  bigintParsers,
  closeDatabase,
  openDatabase,
  openPostgres,
  type Db,
  type DialectName,
} from '../db/connection';
import type { Database } from '../db/schema';
import { provideBus } from '../realtime/bus';
import { pgliteBus, postgresBus } from '../realtime/postgresBus';

export const testDialect: DialectName =
  process.env.LEXSETU_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  db: Db;
  /** A second, independent connection (pool) to the same database: what another API instance would hold. */
  connectAgain(): Db;
  close(): Promise<void>;
}

export async function openTestDatabase(dir: string): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    const file = join(dir, 'test.sqlite');
    const db = openDatabase(file);
    return { db, connectAgain: () => openDatabase(file), close: () => closeDatabase(db) };
  }
  return openTestPostgres();
}

/** A fresh, empty PostgreSQL database: on the server at LEXSETU_TEST_PG_URL, else PGlite in-process. */
export function openTestPostgres(): Promise<TestDatabase> {
  const serverUrl = process.env.LEXSETU_TEST_PG_URL;
  return serverUrl ? freshServerDatabase(serverUrl) : inProcessPostgres();
}

async function freshServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `lexsetu_test_${ulid().toLowerCase()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Each handle gets its own realtime bus connection, as a separate API instance would.
  const connect = () => {
    const handle = openPostgres(url.toString());
    provideBus(handle, () => postgresBus({ url: url.toString(), db: handle, logger: console }));
    return handle;
  };
  const db = connect();
  const others: Db[] = [];
  return {
    db,
    connectAgain() {
      const another = connect();
      others.push(another);
      return another;
    },
    async close() {
      await Promise.all([db, ...others].map(closeDatabase));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function inProcessPostgres(): Promise<TestDatabase> {
  // Loaded lazily: SQLite runs never pay for the WebAssembly build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { pgliteDialect } = await import('../db/dialects/pglite');
  const pglite = new PGlite({ extensions: { pg_trgm }, parsers: bigintParsers });
  const connect = () => {
    const handle = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    provideBus(handle, () => pgliteBus(pglite, handle));
    return handle;
  };
  const db = connect();
  return {
    db,
    connectAgain: connect,
    async close() {
      await closeDatabase(db);
      await pglite.close();
    },
  };
}
