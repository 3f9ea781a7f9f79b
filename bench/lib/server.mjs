// The real LexSetu server for a benchmark: started on a data folder and port, ready when /api/health answers.
// Its pid is given so a benchmark can read the process's memory.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;

export async function startBenchServer({ port, dataDir, env = {} }) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    // Benchmarks sign in as the seeded demo users: only the demo may hold their published passwords.
    env: {
      ...process.env,
      PORT: String(port),
      LEXSETU_DATA_DIR: dataDir,
      LEXSETU_LOG: 'false',
      LEXSETU_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise((done) => server.once('exit', done));
  /** Stops the server and waits for it to exit, then removes its data folder. */
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, pid: server.pid };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('server did not start');
}
