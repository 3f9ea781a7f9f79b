// The server as a process of its own, as `npm start` and the container run it (node + tsx, no npm between).
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { ulid } from 'ulid';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Resolves with the exit code and how long after this call it came. */
  exited(): Promise<{ code: number | null; ms: number }>;
}

export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, LEXSETU_LOG: 'false', LEXSETU_LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const exited = async () => {
    const started = Date.now();
    const code = await exit;
    return { code, ms: Date.now() - started };
  };
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/[\w.:]+)/.exec(out);
      if (found) ok({ child, base: found[1]!.replace('localhost', '127.0.0.1'), exited });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    void exit.then((code) => fail(new Error(`server exited (${code}) before it was ready: ${out}`)));
  });
}

/** A fresh database on the test PostgreSQL server (LEXSETU_TEST_PG_URL) for server processes to share. */
export async function scratchPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = new URL(process.env.LEXSETU_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const name = `${prefix}_${ulid().toLowerCase()}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
