// vitest's global setup: every temporary file of a test run (database files, data folders, configs: hundreds
// per run, made with os.tmpdir()) goes into one folder of that run, removed when the run ends. Workers and the
// servers tests start inherit TMPDIR, which os.tmpdir() reads on every call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'lexsetu-tests-'));
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
