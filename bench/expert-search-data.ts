// Builds a benchmark database: migrations, the demo seed, then `count` generated lawyers (default 100k) and
// the expert search index. Usage: node --import tsx bench/expert-search-data.ts <database file | postgres://…> [count]
import { closeDatabase, openDatabase, openPostgres } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { rebuildExpertSearchIndex } from '../server/db/search';
import { seedDemoData } from '../server/db/seed';
import { insertBenchLawyers } from './lib/lawyers';

const [file, countText = '100000'] = process.argv.slice(2);
if (!file) throw new Error('usage: expert-search-data.ts <database file> [count]');
const count = Number(countText);
const db = file.startsWith('postgres') ? openPostgres(file) : openDatabase(file);
await migrateToLatest(db);
await seedDemoData(db);
await db.transaction().execute(async (trx) => {
  await insertBenchLawyers(trx, count);
  await rebuildExpertSearchIndex(trx);
});
await closeDatabase(db);
