// `npm run backup [-- <folder>]` and `npm run restore -- <folder>`: see server/db/backup.ts.
import { resolve } from 'node:path';
import { loadConfig, type Env } from '../config';
import { BackupError, backupDataDir, restoreDataDir } from '../db/backup';

const [command, target] = process.argv.slice(2);
const { dataDir } = loadConfig(process.env as Env);

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
    const destination = resolve(target ?? `lexsetu-backup-${stamp}`);
    const manifest = await backupDataDir(dataDir, destination);
    const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${dataDir} to ${destination}: ${rows} rows, ${Object.keys(manifest.files).length} files.`,
    );
  } else if (command === 'restore' && target) {
    restoreDataDir(resolve(target), dataDir);
    console.log(`Restored ${resolve(target)} into ${dataDir}. Start LexSetu to use it.`);
  } else {
    console.error('Usage: npm run backup [-- <folder>]   |   npm run restore -- <backup folder>');
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
