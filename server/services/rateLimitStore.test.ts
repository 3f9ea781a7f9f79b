import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { databaseRateLimitStore } from './rateLimitStore';

let t: TestDatabase;
afterEach(() => t.close());

describe('databaseRateLimitStore', () => {
  it('counts hits per key within a window, starts a new window after reset, and is shared by stores', async () => {
    t = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-rl-')));
    await migrateToLatest(t.db);
    // Two stores over one database stand for two API instances.
    const a = databaseRateLimitStore(t.db);
    const b = databaseRateLimitStore(t.db);
    const start = 1_800_000_000_000;
    expect(await a.hit('login:1.2.3.4', 60_000, start)).toEqual({ count: 1, resetAt: start + 60_000 });
    expect(await b.hit('login:1.2.3.4', 60_000, start + 10)).toEqual({ count: 2, resetAt: start + 60_000 });
    expect(await b.hit('login:5.6.7.8', 60_000, start + 20)).toEqual({ count: 1, resetAt: start + 60_020 });
    expect(await a.hit('login:1.2.3.4', 60_000, start + 60_000)).toEqual({
      count: 1,
      resetAt: start + 120_000,
    });
  });

  it('never loses a hit under concurrency', async () => {
    t = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-rl-')));
    await migrateToLatest(t.db);
    const store = databaseRateLimitStore(t.db);
    const now = 1_800_000_000_000;
    const windows = await Promise.all(Array.from({ length: 25 }, () => store.hit('k', 60_000, now)));
    expect(windows.map((w) => w.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});
