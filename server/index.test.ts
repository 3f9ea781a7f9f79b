import { demoLogins } from './db/seed';
import { lawyerSeedCount } from './db/seed/lawyers';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, closeDatabase } from './db/connection';
import { databaseFileName, startServer } from './index';

const env = (dataDir: string) => ({
  LEXSETU_DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LEXSETU_LOG: 'false',
});

describe('startServer', () => {
  it('starts on a free port, migrates, seeds once, and keeps data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-start-'));
    const first = await startServer({ env: env(dataDir), announce: false });
    expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await (await fetch(`http://127.0.0.1:${first.port}/api/health`)).json()).toMatchObject({
      status: 'ok',
    });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await startServer({ env: env(dataDir), announce: false });
    expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
    await second.close();

    const db = openDatabase(join(dataDir, databaseFileName));
    // Seeded once: the demo logins plus the demo lawyers, not twice.
    expect((await db.selectFrom('users').select('email').execute()).length).toBe(
      demoLogins.length + lawyerSeedCount,
    );
    await closeDatabase(db);
  });

  it('refuses a database from a newer version with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-start-'));
    await (await startServer({ env: env(dataDir), announce: false })).close();
    const db = openDatabase(join(dataDir, databaseFileName));
    await db
      .insertInto('schema_migrations')
      .values({ version: 999, name: 'future', applied_at: 'later' })
      .execute();
    await closeDatabase(db);
    await expect(startServer({ env: env(dataDir), announce: false })).rejects.toThrow(
      /newer version of LexSetu/,
    );
  });
});
