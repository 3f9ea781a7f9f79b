// Online backup and restore of a data folder: the SQLite database (through SQLite's backup API, so the
// app may keep running), the uploaded files and the generated JWT secret, with a manifest of row counts and
// file checksums that restore verifies before it touches anything.
import BetterSqlite3 from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const databaseFile = 'lexsetu.sqlite';
const manifestFile = 'manifest.json';
/** Copied as they are when present; the database goes through the backup API instead. */
const plainFiles = ['jwt-secret'];
const filesFolder = 'uploads';

export interface BackupManifest {
  createdAt: string;
  /** table name → number of rows at backup time. */
  rowCounts: Record<string, number>;
  /** path relative to the data folder → sha256 hex. */
  files: Record<string, string>;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** Row count of every user table of a SQLite file. */
export function rowCounts(file: string): Record<string, number> {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and sql not like 'CREATE VIRTUAL%' order by name",
      )
      .all() as { name: string }[];
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      // Shadow tables of FTS indexes are rebuilt from their content; they are counted like any table.
      counts[name] = (
        db.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }
      ).n;
    }
    return counts;
  } finally {
    db.close();
  }
}

export async function backupDataDir(dataDir: string, destination: string): Promise<BackupManifest> {
  const source = join(dataDir, databaseFile);
  if (!existsSync(source)) throw new BackupError(`No LexSetu database in ${dataDir}`);
  if (existsSync(destination) && readdirSync(destination).length > 0)
    throw new BackupError(`The backup folder ${destination} is not empty`);
  mkdirSync(destination, { recursive: true });

  const db = new BetterSqlite3(source, { fileMustExist: true });
  try {
    await db.backup(join(destination, databaseFile));
  } finally {
    db.close();
  }
  const files: Record<string, string> = {};
  const toCopy = [
    ...plainFiles.filter((f) => existsSync(join(dataDir, f))),
    ...listFiles(join(dataDir, filesFolder)).map((f) => `${filesFolder}/${f}`),
  ];
  for (const file of toCopy) {
    mkdirSync(join(destination, file, '..'), { recursive: true });
    copyFileSync(join(dataDir, file), join(destination, file));
    files[file] = sha256(join(destination, file));
  }
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    rowCounts: rowCounts(join(destination, databaseFile)),
    files,
  };
  writeFileSync(join(destination, manifestFile), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Restores into an empty (or missing) data folder after checking every checksum of the backup. */
export function restoreDataDir(backupDir: string, dataDir: string): BackupManifest {
  const manifestPath = join(backupDir, manifestFile);
  if (!existsSync(manifestPath))
    throw new BackupError(`${backupDir} is not a LexSetu backup (no ${manifestFile})`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BackupManifest;
  if (existsSync(join(dataDir, databaseFile)))
    throw new BackupError(`${dataDir} already holds a database; restore into an empty folder`);
  for (const [file, checksum] of Object.entries(manifest.files)) {
    const path = join(backupDir, file);
    if (!existsSync(path) || sha256(path) !== checksum)
      throw new BackupError(`The backup is damaged: ${file} is missing or changed`);
  }
  const counts = rowCounts(join(backupDir, databaseFile));
  if (JSON.stringify(counts) !== JSON.stringify(manifest.rowCounts))
    throw new BackupError('The backup is damaged: the database does not match its manifest');

  mkdirSync(dataDir, { recursive: true });
  copyFileSync(join(backupDir, databaseFile), join(dataDir, databaseFile));
  for (const file of Object.keys(manifest.files)) {
    mkdirSync(join(dataDir, file, '..'), { recursive: true });
    copyFileSync(join(backupDir, file), join(dataDir, file));
  }
  return manifest;
}
