// Opens the database through Kysely: the embedded SQLite file (laptop, desktop, demo) or PostgreSQL (hosted,
// LEXSETU_DATABASE_URL). Queries are the same; `dialectOf` tells the few places that differ which one runs.
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteQueryCompiler,
  type CompiledQuery,
  type KyselyPlugin,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { DatabaseUnreachableError } from '../errors';
import { closeCommitStamp } from './commitStamp';
import { outageLog, type LineLogger, type OutageLog } from './outage';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** A transaction: what a use case that must run inside its caller's transaction takes. */
export type Trx = Transaction<Database>;
export type DialectName = 'sqlite' | 'postgres';

/** Runs `work` inside the caller's transaction when there is one, else in a transaction of its own. */
export function inTransaction<T>(db: Db | Trx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Trx) : db.transaction().execute(work);
}

export function openDatabase(file: string): Db {
  const sqlite = new BetterSqlite3(file);
  // WAL lets readers run while one request writes; busy_timeout waits instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ReusableStatementsDialect({ database: statements }) });
  sqliteHandles.set(db, sqlite);
  statementCaches.set(db, statements);
  return db;
}

const sqliteHandles = new WeakMap<object, BetterSqlite3.Database>();
const statementCaches = new WeakMap<object, ReturnType<typeof withStatementCache>>();

/**
 * Runs a compiled query straight on the embedded SQLite file when nothing can tell the difference, else returns
 * null for the caller to go through Kysely. Kysely's driver queues every query behind its connection lock and
 * its plugin pipeline: several promise turns per statement, a visible share of a request's CPU.
 * Only for `db` itself (not a transaction, not a copy with plugins) and only while no transaction is open on
 * the connection: its writes are visible here uncommitted and may roll back, and the lock waits for it.
 */
export function runOnIdleSqlite<R>(db: object, query: CompiledQuery<R>): R[] | null {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite || sqlite.inTransaction) return null;
  const statement = statementCaches.get(db)!.prepare(query.sql);
  if (statement.reader) return statement.all(query.parameters) as R[];
  statement.run(query.parameters);
  return [];
}

/**
 * One single-row read straight on the embedded SQLite file, for the hottest read of all (the auth epoch, once
 * per signed-in request): Kysely's driver queues it behind its connection lock and runs it through its plugin
 * pipeline, a large share of such a request. Null on PostgreSQL. It bypasses that lock: check
 * `inTransaction` first, as an open transaction's writes are visible on this connection and may roll back.
 */
export function sqliteReader(db: object): BetterSqlite3.Database | null {
  return sqliteHandles.get(db) ?? null;
}

/**
 * better-sqlite3 opens SQLite in defensive mode, which refuses edits of the stored schema; a migration that
 * widens a CHECK (migrations/widenCheck.ts) needs one. Allowed only while `work` (the migrations) runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function withSchemaEdits<T>(db: Kysely<any>, work: () => Promise<T>): Promise<T> {
  const sqlite = sqliteHandles.get(db);
  if (!sqlite) return work();
  sqlite.unsafeMode(true);
  try {
    return await work();
  } finally {
    sqlite.unsafeMode(false);
  }
}

/**
 * Parameters are written `+?`, not `?`, so that a prepared statement is run again as it is instead of being compiled
 * again on every run. SQLite (3.54, better-sqlite3 13) marks a parameter "re-prepare when rebound" wherever the
 * planner read its value: every `col = ?` of a query with an ORDER BY or a join (for its row estimate), every
 * `LIMIT ?`, every `status <> ?` on a table with a partial index on a literal status. better-sqlite3 clears the
 * bindings after each run, and clearing expires any statement with such a mark: each run parsed and planned it
 * again: the keyset lists' UNION queries, a profile's join and the schedule counts ran several times slower
 * (the figures are in the commit that made this change). A unary plus is a no-op on any value (no
 * affinity, no collation, like a bare parameter) and the planner reads no value behind it. The plans stay the same,
 * except that a bound value no longer selects a partial index (the covering indexes of migration 028 serve those
 * queries instead).
 */
class ReusableStatementsCompiler extends SqliteQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return '+?';
  }
}

class ReusableStatementsDialect extends SqliteDialect {
  override createQueryCompiler(): SqliteQueryCompiler {
    return new ReusableStatementsCompiler();
  }
}

/**
 * Kysely prepares every query afresh; compiling SQL was about a tenth of a request's CPU. The same few
 * hundred query texts repeat, so prepared statements are kept by their text (Kysely runs one query at a
 * time on this connection, so a statement is never in use twice). Bounded: starts over past maxStatements.
 */
function withStatementCache(sqlite: BetterSqlite3.Database, maxStatements = 1000) {
  let statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= maxStatements) statements = new Map();
        statements.set(text, (statement = sqlite.prepare(text)));
      }
      return statement;
    },
  };
}

/**
 * The one dialect conversion of values: PostgreSQL sends bigint (and so every count(*)) as text; here it
 * arrives as a number, as on SQLite. Our bigints (epoch milliseconds, search positions) stay below 2^53.
 */
export const bigintParsers = { 20: (value: string) => Number(value) } as const;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 && format !== 'binary'
      ? bigintParsers[20]
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** How long a request waits for a database connection before it answers 503 (well within the 5 s promised). */
export const databaseWaitMs = 3_000;

/** PostgreSQL through a `pg` pool (hosted mode: several API instances share it). */
export function openPostgres(
  url: string,
  { maxConnections = 10, logger = console }: { maxConnections?: number; logger?: LineLogger } = {},
): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    types: pgTypes,
    application_name: 'lexsetu',
    // While the database is down a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: databaseWaitMs,
    idleTimeoutMillis: 30_000,
  });
  const outage = outageLog(logger);
  // An idle connection dropped by the server (restart, failover) must not crash the API: the pool replaces it.
  pool.on('error', (error) => outage.down(error));
  // The pool listens for errors only on idle connections: one lost while checked out between two queries
  // (inside a transaction, say) would be an uncaught exception that stops the process. The query that
  // uses it next fails instead, and the request answers 503.
  pool.on('connect', (client) => client.on('error', (error) => outage.down(error)));
  // Whatever keeps the pool from handing out a connection (refused, timed out, 'not accepting connections',
  // too many clients, …) is the database being away, not a fault of the request: a 503, whatever its code.
  const connect = () =>
    pool.connect().catch((error: unknown) => {
      if (!pool.ending) outage.down(error);
      throw new DatabaseUnreachableError(error);
    });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: { connect, end: () => pool.end(), options: pool.options, Client: pg.Client },
    }),
    plugins: [answeredQueries(outage)],
  });
  pools.set(db, { pool, outage });
  return db;
}

/** The database is back when it answers a query (a connection made or handed out proves less: it may be dying). */
function answeredQueries(outage: OutageLog): KyselyPlugin {
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      outage.up();
      return result;
    },
  };
}

const pools = new WeakMap<Db, { pool: pg.Pool; outage: OutageLog }>();

/** The PostgreSQL pool's connections (for /metrics); null on SQLite. */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db)?.pool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** The outage log of a PostgreSQL database, shared with its other connections (the realtime bus). */
export function outageLogOf(db: Db): OutageLog | undefined {
  return pools.get(db)?.outage;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Closes the underlying connection; the Kysely instance is unusable afterwards. */
export async function closeDatabase(db: Db): Promise<void> {
  await db.destroy();
  closeCommitStamp(sqliteHandles.get(db));
}
