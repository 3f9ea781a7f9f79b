import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedLines, createLogger } from './logging';

describe('the request log under load', () => {
  it('writes a burst of lines out as it comes instead of queueing it in memory', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexsetu-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const logger = createLogger('json', batchedLines(fd));
    // One turn of the event loop on a busy server: far more lines than one background write carried.
    const lines = 5000;
    for (let i = 0; i < lines; i++)
      logger.info({ req: { id: `r${i}`, method: 'GET', url: '/api/schedules' } }, 'request completed');
    const onDisk = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    closeSync(fd);
    // All but the last batch (4 kB) is on disk before anything else runs.
    const lineBytes = onDisk[0]!.length + 1;
    expect(lines - onDisk.length).toBeLessThanOrEqual(Math.ceil(4096 / lineBytes));
    expect(JSON.parse(onDisk.at(-1)!)).toMatchObject({ msg: 'request completed' });
  });
});
