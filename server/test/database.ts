// The database an API test runs on: SQLite by default; PostgreSQL when the vitest project sets
// LEXSETU_TEST_DIALECT=postgres — a real server at LEXSETU_TEST_PG_URL (a fresh database per test app), or
// else PGlite in-process so a machine without PostgreSQL still tests both dialects.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { migrateToLatest } from '../db/migrate';
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

/**
 * A fresh database; `migrated`: already at the latest schema (what every API test starts from), copied from a
 * template migrated once per version of the migrations instead of migrating each test app's database (about
 * 50 ms each on SQLite, 300 ms on PostgreSQL; the API suites create hundreds).
 */
export async function openTestDatabase(
  dir: string,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    const file = join(dir, 'test.sqlite');
    if (migrated) copyFileSync(await migratedSqliteTemplate(), file);
    const db = openDatabase(file);
    return { db, connectAgain: () => openDatabase(file), close: () => closeDatabase(db) };
  }
  return openTestPostgres({ migrated });
}

/** A fresh PostgreSQL database (empty, or `migrated`): on the server at LEXSETU_TEST_PG_URL, else PGlite in-process. */
export function openTestPostgres({ migrated = false }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.LEXSETU_TEST_PG_URL;
  return serverUrl ? freshServerDatabase(serverUrl, migrated) : inProcessPostgres();
}

/** The migrations' own text, hashed (once per process): a template is used only by the migrations that made it. */
let hashedMigrations: string | undefined;
function migrationsVersion(): string {
  return (hashedMigrations ??= hashMigrations());
}

function hashMigrations(): string {
  const dir = fileURLToPath(new URL('../db/migrations', import.meta.url));
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((f) => !f.includes('.test.'))
    .sort())
    hash.update(name).update(readFileSync(join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

/** A migrated SQLite file in the temp folder, made by the first worker that needs it (whole or not at all). */
async function migratedSqliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `lexsetu-test-template-${migrationsVersion()}.sqlite`);
  if (existsSync(file)) return file;
  const building = `${file}.${process.pid}-${ulid()}`;
  const db = openDatabase(building);
  await migrateToLatest(db);
  await closeDatabase(db); // the last connection's close folds the WAL into the file
  renameSync(building, file);
  return file;
}

const templateLockKey = 4242002;

/** A migrated database on the server to copy test databases from, made once under an advisory lock. */
async function migratedServerTemplate(serverUrl: string): Promise<string> {
  const name = `lexsetu_template_${migrationsVersion()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(${templateLockKey})`);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    // One left half-built by a killed run is built again (builds take turns under the lock). Templates of other
    // migrations go but the two newest: another checkout running its tests now may be copying from one of them.
    const others = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'lexsetu\\_template\\_%' ORDER BY oid DESC",
    );
    const halfBuilt = others.rows.filter((r) => r.datname.endsWith('_building'));
    const older = others.rows.filter((r) => !r.datname.endsWith('_building')).slice(2);
    for (const { datname } of [...halfBuilt, ...older])
      await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    const building = `${name}_building`;
    await admin.query(`CREATE DATABASE ${building}`);
    const db = openPostgres(databaseUrl(serverUrl, building), { maxConnections: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await closeDatabase(db);
    }
    // Renamed once complete; the server may take a moment to end the closed connection's backend.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(${templateLockKey})`).catch(() => undefined);
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freshServerDatabase(serverUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `lexsetu_test_${ulid().toLowerCase()}`;
  const template = migrated ? await migratedServerTemplate(serverUrl) : null;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(databaseUrl(serverUrl, name));
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
