// vitest's global setup for the server projects: every temporary file of their tests (database files, data
// folders, configs: hundreds per run, made with os.tmpdir()) goes into one folder per run, removed when the run
// ends. The folder is handed to the test workers (tmpdir.ts beside it sets TMPDIR there, which os.tmpdir()
// reads on every call, and servers that tests start inherit); the main process keeps its own, as other
// projects need it (electron-builder trusts symlinks into the temp folder it saw when loaded).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    tmpdir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'lexsetu-tests-'));
  project.provide('tmpdir', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
