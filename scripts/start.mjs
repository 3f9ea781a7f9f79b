// `npm start`: build the website when it is missing or stale, then run the API (which serves it) on
// PORT (default 5001) with the embedded SQLite database in LEXSETU_DATA_DIR. On a fresh machine with nothing
// configured that is the offline demo (demoMode.mjs); anything an operator sets makes it a real server.
import './checkNode.mjs'; // first: refuses an unsupported Node before anything else loads
import { startsDemo } from './demoMode.mjs';
import { bin, run, stopChildrenWithUs, webBuildIsStale } from './lib.mjs';

const demo = startsDemo(process.env);
// A stop signal for us or npm's (pm2, docker stop, Ctrl+C, a CI runner) drains the server, and we leave with
// its exit code once it has closed, so no server stays behind.
stopChildrenWithUs();

// An operator's LEXSETU_WEB_DIR is served as it is; only our own dist/web is built here.
if (!process.env.LEXSETU_WEB_DIR && webBuildIsStale()) {
  console.log('Building the LexSetu web app (first start or sources changed)...');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

// The server's IPC channel closes when this script ends however it ends (even killed), and the server then
// drains and exits too (server/index.ts).
const code = await run(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, LEXSETU_DEMO: demo, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
