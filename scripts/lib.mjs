// Small helpers shared by the npm scripts (start, test, bench): run a command, find stale builds.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const bin = (name) => join(root, 'node_modules', '.bin', name);
/** The parts with a tsconfig of their own (tsconfig.<part>.json): each gets only its own runtime's types. */
export const typecheckParts = ['web', 'server', 'electron', 'tools'];

/** Runs a command with inherited output; resolves to its exit code (never throws). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** True when the website bundle is missing or older than anything it is built from. */
export function webBuildIsStale() {
  const built = join(root, 'dist/web/index.html');
  if (!existsSync(built)) return true;
  const inputs = ['src', 'server/contract', 'resources/public', 'vite.config.ts', 'package.json'];
  const newestInput = Math.max(...inputs.map((p) => newestChange(join(root, p))));
  return newestInput > statSync(built).mtimeMs;
}
