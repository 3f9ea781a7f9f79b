// `npm start`: build the website when it is missing or stale, then run the API (which serves it) on
// PORT (default 5001) with the embedded SQLite database in LEXSETU_DATA_DIR.
import { bin, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('Building the LexSetu web app (first start or sources changed)...');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn']);
  if (code !== 0) process.exit(code);
}

const code = await run(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
process.exit(code);
