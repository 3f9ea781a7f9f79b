// The offline/demo API: the Koa server (server/index.ts, built to out/main/server.js) in a child process
// on 127.0.0.1, port 5001 or the next free one, data under userData. We wait for its { type: 'ready' }
// message (with a timeout), restart it once if it dies, and stop it when the app quits.
import { createServer } from 'node:net';

export interface ServerChild {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  kill(signal?: NodeJS.Signals): boolean;
}

export type ForkServer = (entry: string, env: Record<string, string>) => ServerChild;

export interface BundledServerOptions {
  fork: ForkServer;
  /** The built server script. */
  entry: string;
  dataDir: string;
  host?: string;
  preferredPort?: number;
  readyTimeoutMs?: number;
  /** Called when the server died and the one restart failed too: the app cannot work without it. */
  onFatal?(error: Error): void;
  log?(message: string): void;
}

export interface BundledServer {
  url: string;
  port: number;
  /** How many times it was restarted after dying (at most once). */
  readonly restarts: number;
  stop(): Promise<void>;
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(true)));
  });
}

/** The first port from `start` on that nobody listens on (checked on `host`). */
export async function findFreePort(start: number, host = '127.0.0.1', attempts = 50): Promise<number> {
  for (let port = start; port < start + attempts && port <= 65535; port += 1) {
    if (await portIsFree(port, host)) return port;
  }
  throw new Error(`No free port between ${start} and ${start + attempts - 1} for the LexSetu server.`);
}

const isReady = (m: unknown): m is { type: 'ready'; port: number } =>
  typeof m === 'object' &&
  m !== null &&
  (m as { type?: unknown }).type === 'ready' &&
  typeof (m as { port?: unknown }).port === 'number';

/** Forks the server and resolves once it says it listens; kills it when it does not in time. */
function launch(
  options: Required<Pick<BundledServerOptions, 'fork' | 'entry' | 'readyTimeoutMs'>>,
  env: Record<string, string>,
) {
  const child = options.fork(options.entry, env);
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      child.kill('SIGKILL');
      reject(
        new Error(`The LexSetu server did not start within ${Math.round(options.readyTimeoutMs / 1000)} s.`),
      );
    }, options.readyTimeoutMs);
    const onMessage = (message: unknown) => {
      if (!isReady(message)) return;
      cleanup();
      resolve(message.port);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup();
      reject(new Error(`The LexSetu server stopped before it was ready (${signal ?? `exit code ${code}`}).`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
  return { child, ready };
}

export async function startBundledServer(options: BundledServerOptions): Promise<BundledServer> {
  const host = options.host ?? '127.0.0.1';
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  const log = options.log ?? (() => {});
  const port = await findFreePort(options.preferredPort ?? 5001, host);
  const env = {
    PORT: String(port),
    HOST: host,
    LEXSETU_DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    // The bundled server is the offline demo (demo accounts, demo inbox) on 127.0.0.1; real use is hosted mode.
    LEXSETU_DEMO: process.env.LEXSETU_DEMO ?? 'true',
  };
  const launchOptions = { fork: options.fork, entry: options.entry, readyTimeoutMs };

  let stopping = false;
  let restarts = 0;
  let current = launch(launchOptions, env);
  const readyPort = await current.ready;

  // After ready: a crash gets one restart on the same port (the renderer already knows that address).
  const watch = (child: ServerChild) => {
    child.on('exit', (code, signal) => {
      if (stopping || child !== current.child) return;
      if (restarts >= 1) {
        options.onFatal?.(new Error(`The LexSetu server stopped again (${signal ?? `exit code ${code}`}).`));
        return;
      }
      restarts += 1;
      log(`LexSetu server stopped (${signal ?? `exit code ${code}`}); restarting it once.`);
      current = launch(launchOptions, { ...env, PORT: String(readyPort) });
      current.ready.then(
        () => watch(current.child),
        (error: Error) => options.onFatal?.(error),
      );
    });
  };
  watch(current.child);

  return {
    url: `http://${host}:${readyPort}`,
    port: readyPort,
    get restarts() {
      return restarts;
    },
    stop() {
      stopping = true;
      const child = current.child;
      return new Promise<void>((done) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.on('exit', () => {
          clearTimeout(force);
          done();
        });
        if (!child.kill('SIGTERM')) {
          clearTimeout(force);
          done();
        }
      });
    },
  };
}
