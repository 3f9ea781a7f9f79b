// `npm run desktop`: the desktop app in development (electron-vite dev). Electron fetches its binary on first
// use, not at install; where that download is impossible (offline, a firewall) this says so in one sentence
// instead of a stack trace.
import './checkNode.mjs'; // first: refuses an unsupported Node before anything else loads
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run, stopChildrenWithUs } from './lib.mjs';

const electronDir = join(root, 'node_modules/electron');
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));

function electronBinaryPresent() {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return true;
  const pathFile = join(electronDir, 'path.txt');
  return existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8')));
}

if (!electronBinaryPresent()) {
  console.log(`Downloading Electron ${version} (first desktop start)...`);
  const download = spawnSync(process.execPath, [join(electronDir, 'install.js')], { encoding: 'utf8' });
  if (download.status !== 0 || !electronBinaryPresent()) {
    const reason = `${download.stderr ?? ''}`.split('\n').find((line) => line.trim()) ?? 'no binary';
    console.error(
      `LexSetu desktop needs the Electron ${version} binary, which could not be downloaded here (${reason.trim()}): ` +
        'connect this machine to the internet once, or set ELECTRON_MIRROR or ELECTRON_OVERRIDE_DIST_PATH; ' +
        'the web app runs without it (npm start).',
    );
    process.exit(1);
  }
}
// A stop signal goes on to electron-vite, which passes it to Electron: the app quits and stops its server.
stopChildrenWithUs();
// Options after `--` go to electron-vite dev (e.g. --inspect, --noSandbox, --outDir).
process.exit(await run(bin('electron-vite'), ['dev', ...process.argv.slice(2)]));
