// Stands in for the Electron binary when a test runs `npm run desktop` (CI has none): the part of the main
// process that matters when it is stopped. It forks the bundled server as electron/main/index.ts does (a Node
// child with an IPC channel for the utility process) and, on SIGTERM or SIGINT, stops it before leaving, as
// Electron's shutdown handler quits the app and `before-quit` stops the server.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { startBundledServer, type ServerChild } from '../../electron/main/bundledServer';

const root = new URL('../..', import.meta.url).pathname;
const server = await startBundledServer({
  fork: (entry, env) =>
    fork(entry, [], {
      cwd: root,
      env: { ...process.env, ...env },
      execArgv: ['--import', 'tsx'],
    }) as unknown as ServerChild,
  entry: join(root, 'server/index.ts'),
  dataDir: process.env.LEXSETU_DATA_DIR!,
});
console.log(`desktop stand-in: bundled server at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void server.stop().finally(() => process.exit(0)));
