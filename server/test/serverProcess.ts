// The server as a process of its own, as `npm start` and the container run it (node + tsx, no npm between).
import { spawn, type ChildProcess } from 'node:child_process';

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
