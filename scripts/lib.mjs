// Small helpers shared by the npm scripts (start, dev, desktop, test, bench): run a command, stop what it
// started, find stale builds.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const bin = (name) => join(root, 'node_modules', '.bin', name);
/** The parts with a tsconfig of their own (tsconfig.<part>.json): each gets only its own runtime's types. */
export const typecheckParts = ['web', 'server', 'electron', 'tools'];

const children = new Set();

/** Runs a command with inherited output; resolves to its exit code (never throws). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/** Sends a signal to every child run() started that is still running. */
export function stopChildren(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}

/**
 * A stop signal for this script goes on to its children; package.json `exec`s node so that npm's signal reaches
 * us (dash's `sh -c` keeps a SIGINT to itself). Under npm, npm's end (killed) stops us too: the parent pid
 * changes on Linux and macOS; on Windows the job object Node puts children in ends them with their parent.
 */
export function stopChildrenWithUs() {
  const stop = (signal) => {
    if (children.size === 0) process.exit(128 + constants.signals[signal]);
    stopChildren(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (!process.env.npm_lifecycle_event) return; // by hand, nohup or a supervisor: our parent may go first
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 200);
  watch.unref();
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
