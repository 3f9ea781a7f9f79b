// `npm run admin`: the first admin of a real install from a terminal, and removing what a demo left behind.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../db/connection';
import { databaseFileName, startServer } from '../index';

const password = 'Firm!Admin2030';
const root = new URL('../..', import.meta.url).pathname;

function admin(dataDir: string, args: string[], input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, LEXSETU_DATA_DIR: dataDir, LEXSETU_LOG: 'false' },
    timeout: 60_000,
  });
}

describe('npm run admin', () => {
  it('creates an admin with the password given on standard input, never printing it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-admin-'));
    const created = admin(dataDir, ['create', 'Ops@Firm.example.in'], `${password}\n`);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Admin ops@firm.example.in created');
    expect(created.stdout + created.stderr).not.toContain(password);
    const db = openDatabase(join(dataDir, databaseFileName));
    const row = await db
      .selectFrom('users')
      .innerJoin('admins', 'admins.user_id', 'users.id')
      .select('users.email')
      .executeTakeFirst();
    await closeDatabase(db);
    expect(row?.email).toBe('ops@firm.example.in');
    // Once more: nothing changes.
    expect(admin(dataDir, ['create', 'ops@firm.example.in'], `${password}\n`).stdout).toContain(
      'already an admin',
    );
  }, 60_000);

  it('refuses a password that is not Strong, and a missing e-mail, with one line', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-admin-'));
    const weak = admin(dataDir, ['create', 'ops@firm.example.in'], 'password\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr.trim()).toMatch(/^The admin password must be Strong/);
    expect(weak.stderr).not.toMatch(/^\s+at /m);
    const missing = admin(dataDir, ['create']);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe(
      'Usage: npm run admin -- create <email> | npm run admin -- remove-demo',
    );
  }, 60_000);

  it('removes the demo accounts a demo left, after which a real start serves', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-admin-'));
    const env = { LEXSETU_DATA_DIR: dataDir, PORT: '0', LEXSETU_LOG: 'false' };
    await (await startServer({ env: { ...env, LEXSETU_DEMO: 'true' }, announce: false })).close();
    await expect(startServer({ env, announce: false })).rejects.toThrow(/demo accounts/);
    const removed = admin(dataDir, ['remove-demo']);
    expect(removed.status).toBe(0);
    expect(removed.stdout).toMatch(/^Removed \d+ demo accounts and their data: .*admin@demo\.lexsetu\.in/);
    await (await startServer({ env, announce: false })).close();
  }, 60_000);
});
