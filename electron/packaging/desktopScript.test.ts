// `npm run desktop` where Electron's binary cannot be downloaded: one sentence, no stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const binaryPresent = existsSync(join(root, 'node_modules/electron/path.txt'));

describe('npm run desktop without the Electron binary', () => {
  it.runIf(!binaryPresent)('says in one sentence why it cannot start and what to do', () => {
    const result = spawnSync(process.execPath, ['scripts/desktop.mjs'], {
      cwd: root,
      encoding: 'utf8',
      // A mirror nobody answers on: the download fails at once on any machine, online or not.
      env: { ...process.env, ELECTRON_MIRROR: 'http://127.0.0.1:9/', ELECTRON_OVERRIDE_DIST_PATH: '' },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const errorLines = result.stderr.split('\n').filter((line) => line.trim());
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatch(
      /^LexSetu desktop needs the Electron \d+\.\d+\.\d+ binary, which could not be downloaded here/,
    );
    expect(errorLines[0]).toContain('npm start');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
