// `npm start`: build the website when it is missing or stale, then run the API (which serves it) on
// PORT (default 5001) with the embedded SQLite database in LEXSETU_DATA_DIR. On a fresh machine with nothing
// configured that is the offline demo (demoMode.mjs); anything an operator sets makes it a real server.
import { startsDemo } from './demoMode.mjs';
import { spawn } from 'node:child_process';
import { bin, root, run, webBuildIsStale } from './lib.mjs';

const demo = startsDemo(process.env);

if (webBuildIsStale()) {
  console.log('Building the LexSetu web app (first start or sources changed)...');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

// The server runs as our child: a stop signal for us (Ctrl+C, `docker stop`, a test runner) goes to it, and
// we leave with its exit code once it has closed, so no server stays behind.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LEXSETU_DEMO: demo, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
