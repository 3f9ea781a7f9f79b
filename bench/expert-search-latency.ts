// The expert-search module's own latency over varied queries, one at a time (no HTTP, no auth, no cache).
// Usage: node --import tsx bench/expert-search-latency.ts <database file | postgres://…> <queries.json>
import { readFileSync } from 'node:fs';
import { closeDatabase, dialectOf, openDatabase, openPostgres } from '../server/db/connection';
import { searchExperts } from '../server/db/search';

const [file, queriesFile] = process.argv.slice(2);
if (!file || !queriesFile) throw new Error('usage: expert-search-latency.ts <database file> <queries.json>');
const queries = JSON.parse(readFileSync(queriesFile, 'utf8')) as { q: string; city: string; page: number }[];
const db = file.startsWith('postgres') ? openPostgres(file) : openDatabase(file);
const pageSize = 20;
const run = (query: (typeof queries)[number]) =>
  searchExperts(db, {
    q: query.q,
    city: query.city || undefined,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
    viewerId: undefined,
  });

// Warm up the page cache, then time a random sample.
for (const query of queries.slice(0, 200)) await run(query);
const sample = Array.from({ length: 5000 }, () => queries[Math.floor(Math.random() * queries.length)]);
const times: number[] = [];
for (const query of sample) {
  const started = performance.now();
  await run(query);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
console.log(
  `search module (${dialectOf(db) === 'postgres' ? 'PostgreSQL' : 'SQLite'}), ${times.length} varied queries one at a time: p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  max ${times.at(-1)!.toFixed(2)} ms`,
);
await closeDatabase(db);
