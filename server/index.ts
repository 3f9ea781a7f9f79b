// Starts the API + website: config, data folder, database, migrations, demo seed, then listen.
// Reused by the Electron main process (startServer) and run directly with `npx tsx server/index.ts`.
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { runPrimary } from './cluster';
import type { DestinationStream } from 'pino';
import { createLogger, type AppLogger } from './logging';
import { configWarnings, loadConfig, type Config, type ConfigVariableName, type Env } from './config';
import { closeDatabase, openDatabase, openPostgres } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { demoLogins, seedDemoData } from './db/seed';
import { assertNoDemoAccounts, ensureFirstAdmin } from './services/install';
import { attachRealtime, type Realtime } from './realtime';
import type { Scheduler } from './jobs/scheduler';
import { clockStartingAt, systemClock } from './types';

export const databaseFileName = 'lexsetu.sqlite';
/** On a stop signal, requests in flight get this long to finish (all processes are gone within 10 s). */
export const drainMs = 5_000;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms).unref());

export interface RunningServer {
  url: string;
  port: number;
  config: Config;
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Variables laid over process.env (the desktop app passes its data folder and port this way). */
  env?: Partial<Record<ConfigVariableName, string>>;
  /** Handle SIGINT/SIGTERM by closing everything (default true when run directly, false otherwise). */
  handleSignals?: boolean;
  /** Print the address and demo logins (default true). */
  announce?: boolean;
  /** Where log lines go (default stdout); tests count them. */
  logDestination?: DestinationStream;
}

export async function startServer({
  env = {},
  handleSignals = false,
  announce = true,
  logDestination,
}: StartServerOptions = {}): Promise<RunningServer> {
  const config = loadConfig({ ...process.env, ...env } as Env);
  const logger = createLogger(logDestination ? 'json' : config.logFormat, logDestination);
  // The one clock of this process: the app, the realtime server and the sweeps all read time from it.
  const clock = config.demoStart ? clockStartingAt(config.demoStart) : systemClock;
  mkdirSync(config.dataDir, { recursive: true });
  const db = config.databaseUrl
    ? openPostgres(config.databaseUrl, { logger })
    : openDatabase(join(config.dataDir, databaseFileName));
  let server: ReturnType<ReturnType<typeof createApp>['listen']> | undefined;
  let realtime: Realtime | undefined;
  let jobs: Scheduler | undefined;
  try {
    await migrateToLatest(db);
    // Demo accounts have published passwords: only the demo may hold them.
    if (!config.demo) await assertNoDemoAccounts(db);
    const app = createApp({ config, db, logger, clock });
    jobs = app.jobs;
    const seeded = config.seed ? await seedDemoData(db, clock.now(), app.deps.storage) : false;
    const firstAdmin = await ensureFirstAdmin(db, config.firstAdmin, clock.now());
    server = app.listen(config.port, config.host);
    realtime = attachRealtime(server, app.deps);
    await new Promise<void>((ok, fail) => {
      server!.once('listening', ok);
      server!.once('error', (error: NodeJS.ErrnoException) =>
        fail(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${config.port} is already in use: stop the other program or set PORT to a free port.`,
              )
            : error,
        ),
      );
    });
    await realtime.ready; // hosted: LISTEN is in place before the first room opens
    app.jobs.start();
    const port = (server.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    if (announce) announceStart(logger, url, config, seeded, firstAdmin);

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        // Stop accepting; requests in flight finish (for at most drainMs), idle keep-alive sockets go now.
        const stopped = new Promise<void>((done) => server!.close(() => done()));
        // A keep-alive socket goes the moment its request is answered.
        const idle = setInterval(() => server!.closeIdleConnections(), 50);
        server!.closeIdleConnections();
        // Jobs stop first: a run in progress finishes while the database is still open.
        await app.jobs.stop();
        await realtime?.close();
        if (!(await Promise.race([stopped.then(() => true), sleep(drainMs).then(() => false)])))
          server!.closeAllConnections();
        await stopped;
        clearInterval(idle);
        // During a database outage the pool's goodbye may never be answered.
        await Promise.race([closeDatabase(db), sleep(2_000)]);
      })());

    if (handleSignals) {
      // Every signal is handled, not only the first: Ctrl+C reaches us from the terminal and again from
      // `npm start`, and a second one must not kill us mid-drain.
      let stopping = false;
      const stop = (signal: string) => {
        if (stopping) return;
        stopping = true;
        logger.info(`${signal} received: closing LexSetu.`);
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }
    return { url, port, config, close };
  } catch (error) {
    await jobs?.stop();
    await realtime?.close().catch(() => {});
    server?.close();
    await closeDatabase(db).catch(() => {});
    throw error;
  }
}

function announceStart(
  consoleLogger: AppLogger,
  url: string,
  config: Config,
  seeded: boolean,
  firstAdmin: string,
): void {
  consoleLogger.info(`LexSetu is running at ${url}`);
  consoleLogger.info(`Data folder: ${config.dataDir}`);
  for (const warning of configWarnings(config)) consoleLogger.error(warning);
  if (firstAdmin === 'created' || firstAdmin === 'granted')
    consoleLogger.info(`First admin ${firstAdmin}: ${config.firstAdmin!.email}`);
  if (config.demo) {
    const reach =
      config.host === '127.0.0.1' ? 'reachable only from this machine' : `listening on ${config.host}`;
    consoleLogger.info(
      `This is the offline DEMO (LEXSETU_DEMO=true): demo accounts with known passwords, codes in the demo inbox, ${reach}. Not for real clients: see "Running for real" in the README.`,
    );
    consoleLogger.info(seeded ? 'Demo accounts created:' : 'Demo accounts (unless changed since):');
    for (const login of demoLogins)
      consoleLogger.info(`  ${login.email} / ${login.password} (${login.role})`);
  }
  // Standard output is written in batches (logging.ts): the start lines are what a person waits for.
  consoleLogger.flush();
}

/** Errors on the way up are shown as one line: the message says what to fix; a stack would only hide it. */
function isRunDirectly(): boolean {
  const script = process.argv[1];
  return !!script && resolve(script) === fileURLToPath(import.meta.url);
}

/** Run as a program: one server, or in hosted mode with LEXSETU_WORKERS > 1 a primary and its workers. */
function main() {
  const config = loadConfig(); // also creates the data folder's signing secret once, before any worker reads it
  if (config.workers > 1 && cluster.isPrimary) {
    runPrimary(config.workers, createLogger(config.logFormat));
    return;
  }
  startServer({ handleSignals: true, announce: cluster.isPrimary || cluster.worker?.id === 1 }).then(
    (running) => {
      // Started by the desktop app: tell it where we listen (an Electron utility process has parentPort, a
      // forked Node child has send), and do not outlive it.
      const ready = { type: 'ready', port: running.port };
      (process as { parentPort?: { postMessage(message: unknown): void } }).parentPort?.postMessage(ready);
      process.send?.(ready);
      process.once('disconnect', () => void running.close().finally(() => process.exit(0)));
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}

if (isRunDirectly()) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
