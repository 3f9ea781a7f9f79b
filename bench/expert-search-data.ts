// Builds a benchmark database: migrations, the demo seed, then `count` generated lawyers (default 100k) and
// the expert search index. Usage: node --import tsx bench/expert-search-data.ts <database file | postgres://…> [count]
import { closeDatabase, openDatabase, openPostgres } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { rebuildExpertSearchIndex } from '../server/db/search';
import { seedDemoData } from '../server/db/seed';
import { generateLawyer } from '../server/db/seed/lawyers';

const [file, countText = '100000'] = process.argv.slice(2);
if (!file) throw new Error('usage: expert-search-data.ts <database file> [count]');
const count = Number(countText);
const db = file.startsWith('postgres') ? openPostgres(file) : openDatabase(file);
await migrateToLatest(db);
await seedDemoData(db);
const batch = 1000;
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) =>
      generateLawyer(start + k, '01HZB'),
    );
    await trx
      .insertInto('users')
      .values(rows.map((r) => ({ ...r.user, email: r.user.email.replace('@', '@bench.') })))
      .execute();
    await trx
      .insertInto('lawyer_profiles')
      .values(rows.map((r) => ({ ...r.profile, verification_status: 'verified' as const })))
      .execute();
  }
  await rebuildExpertSearchIndex(trx);
});
await closeDatabase(db);
