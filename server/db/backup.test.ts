import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, databaseFile, restoreDataDir, rowCounts } from './backup';
import { closeDatabase, openDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import { seedDemoData } from './seed';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `lexsetu-${name}-`));
let db: Db | undefined;
afterEach(async () => {
  if (db) await closeDatabase(db);
  db = undefined;
});

/** A data folder in use: a seeded database held open by the app, an uploaded file and a secret. */
async function liveDataDir() {
  const dataDir = temp('data');
  db = openDatabase(join(dataDir, databaseFile));
  await migrateToLatest(db);
  await seedDemoData(db);
  mkdirSync(join(dataDir, 'uploads'));
  writeFileSync(join(dataDir, 'uploads', '01ABC.pdf'), '%PDF-1.4 evidence');
  writeFileSync(join(dataDir, 'jwt-secret'), 'x'.repeat(48));
  return dataDir;
}

describe('backup and restore', () => {
  it('restores the same rows and byte-identical files while the source stays in use', async () => {
    const dataDir = await liveDataDir();
    const backupDir = join(temp('backup'), 'b1');
    const manifest = await backupDataDir(dataDir, backupDir);
    expect(manifest.rowCounts.users).toBeGreaterThan(50);
    expect(Object.keys(manifest.files).sort()).toEqual(['jwt-secret', 'uploads/01ABC.pdf']);

    const restored = join(temp('restored'), 'data');
    restoreDataDir(backupDir, restored);
    expect(rowCounts(join(restored, databaseFile))).toEqual(rowCounts(join(dataDir, databaseFile)));
    expect(readFileSync(join(restored, 'uploads', '01ABC.pdf'), 'utf8')).toBe('%PDF-1.4 evidence');
    // The restored database opens and answers queries.
    const copy = openDatabase(join(restored, databaseFile));
    const asha = await copy
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'asha@demo.lexsetu.in')
      .execute();
    await closeDatabase(copy);
    expect(asha).toHaveLength(1);
  });

  it('refuses a damaged backup and leaves the target untouched', async () => {
    const dataDir = await liveDataDir();
    const backupDir = join(temp('backup'), 'b2');
    await backupDataDir(dataDir, backupDir);
    writeFileSync(join(backupDir, 'uploads', '01ABC.pdf'), 'tampered');
    const target = join(temp('restored'), 'data');
    expect(() => restoreDataDir(backupDir, target)).toThrow(/uploads\/01ABC.pdf is missing or changed/);
    expect(() => readFileSync(join(target, databaseFile))).toThrow();
  });

  it('never overwrites: a non-empty backup folder or a data folder holding a database is refused', async () => {
    const dataDir = await liveDataDir();
    const backupDir = join(temp('backup'), 'b3');
    await backupDataDir(dataDir, backupDir);
    await expect(backupDataDir(dataDir, backupDir)).rejects.toThrow(BackupError);
    expect(() => restoreDataDir(backupDir, dataDir)).toThrow(/already holds a database/);
  });
});
