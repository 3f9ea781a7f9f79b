// A real app on a free port over a temporary SQLite file, with small fetch helpers (no supertest needed).
import { mkdtempSync, rmSync } from 'node:fs';
import { createLogger } from '../logging';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Router } from '@koa/router';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { demoLogins, seedDemoData } from '../db/seed';
import { attachRealtime, realtimeLimits as defaultRealtimeLimits, type RealtimeLimits } from '../realtime';
import { signSessionToken } from '../services/sessions';
import type { AppDeps, Clock } from '../types';
import { openTestDatabase } from './database';
import { storageFor } from '../services/storage';
import type { Scheduler } from '../jobs/scheduler';

export const testJwtSecret = 'test-secret-test-secret-test-secret-0123456789';

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One JSON line of the server's log. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface TestApp {
  url: string;
  db: Db;
  config: Config;
  /** What the app's routers, jobs and realtime server were built with. */
  deps: AppDeps;
  /** The app's jobs (started): `jobs.run(name)` or, after moving the clock, `jobs.runDue()`. */
  jobs: Scheduler;
  /** Lines the app logged (errors included), for assertions. */
  logs: { info: string[]; error: string[]; lines: LogLine[] };
  api: {
    get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
    post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
    /** Any method, raw body (string) and headers: for malformed input. */
    send<T = unknown>(
      method: string,
      path: string,
      init?: { body?: string; headers?: Record<string, string> },
    ): Promise<TestResponse<T>>;
  };
  /** A live session token for a demo account (default: the consumer). */
  tokenFor(email?: string): Promise<{ token: string; sessionId: string }>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  env?: Record<string, string>;
  extraRouters?: Router[];
  seed?: boolean;
  clock?: Clock;
  /** Serve an existing, migrated database (another "instance" of a hosted deployment); it is not closed. */
  database?: Db;
  /** Reuse this data folder (a restart of the same server); it is kept on close. */
  dataDir?: string;
  /** The WebSocket server's limits (tests of the limits themselves use small ones). */
  realtimeLimits?: Partial<RealtimeLimits>;
}

export async function createTestApp({
  env = {},
  extraRouters = [],
  seed = true,
  clock,
  database: shared,
  dataDir,
  realtimeLimits,
}: CreateTestAppOptions = {}): Promise<TestApp> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'lexsetu-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LEXSETU_DATA_DIR: dir,
    LEXSETU_JWT_SECRET: testJwtSecret,
    LEXSETU_WEB_DIR: join(dir, 'web'),
    LEXSETU_LOG: 'false',
    PORT: '0',
    // Tests read codes from the demo inbox; a test of real-install behaviour passes LEXSETU_DEMO: 'false'.
    LEXSETU_DEMO: 'true',
    ...env,
  });
  const database = shared ? undefined : await openTestDatabase(dir, { migrated: true });
  const db = shared ?? database!.db;
  if (database) {
    await migrateToLatest(db);
    if (seed) await seedDemoData(db, undefined, storageFor(config));
  }
  // The server's real logger, writing into memory: messages by level, and every line as written.
  const logs = { info: [] as string[], error: [] as string[], lines: [] as LogLine[] };
  const logger = createLogger('json', {
    write(text: string) {
      for (const line of text.split('\n').filter(Boolean)) {
        const parsed = JSON.parse(line) as LogLine;
        logs.lines.push(parsed);
        (parsed.level >= 50 ? logs.error : logs.info).push(parsed.msg);
      }
    },
  });
  const app = createApp({ config, db, logger, extraRouters, clock });
  const server: Server = await new Promise((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s));
  });
  const { deps, jobs } = app;
  const realtime = attachRealtime(server, deps, undefined, { ...defaultRealtimeLimits, ...realtimeLimits });
  // Tests pay out themselves (runPayouts, or jobs.run('payouts')): a run in the background would race them.
  jobs.start({ except: ['payouts'] });
  await realtime.ready; // hosted: this instance hears the others before a test connects
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function send<T>(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(url + path, { method, body: init.body, headers: init.headers });
    const text = await res.text();
    let body: unknown = text;
    if (res.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: body as T, text };
  }
  const headersFor = (options: RequestOptions = {}) => ({
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  });

  return {
    url,
    db,
    config,
    deps,
    jobs,
    logs,
    api: {
      get: (path, options) => send('GET', path, { headers: headersFor(options) }),
      post: (path, body, options) =>
        send('POST', path, {
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...headersFor(options),
          },
        }),
      send,
    },
    async tokenFor(email = demoLogins[0].email) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return signSessionToken(db, user, config.jwtSecret, deps.clock.now(), 'vitest');
    },
    async close() {
      await jobs.stop();
      await realtime.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await database?.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
