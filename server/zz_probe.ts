import Database from 'better-sqlite3';
import { openSync, readSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os'; import { join } from 'node:path';
const dir = mkdtempSync(join(tmpdir(), 'shm-'));
const file = join(dir, 'db.sqlite');
const a = new Database(file); a.pragma('journal_mode = WAL');
a.exec('create table e (id integer primary key, value integer); insert into e values (1, 0)');
const b = new Database(file); b.pragma('journal_mode = WAL');
const get = a.prepare('select value from e where id = 1').pluck();
const fd = openSync(file + '-shm', 'r');
const buf = Buffer.alloc(96); const last = Buffer.alloc(96);
const N = 500000;
for (let r = 0; r < 3; r++) {
  let t = performance.now(); let s = 0;
  for (let i = 0; i < N; i++) s += get.get() as number;
  const q = (performance.now() - t) * 1000 / N;
  t = performance.now();
  for (let i = 0; i < N; i++) { readSync(fd, buf, 0, 96, 0); s += buf.equals(last) ? 1 : 0; }
  const p = (performance.now() - t) * 1000 / N;
  console.log(`epoch read ${q.toFixed(2)} µs, shm header pread+compare ${p.toFixed(2)} µs`);
}
readSync(fd, last, 0, 96, 0);
const same = () => { readSync(fd, buf, 0, 96, 0); return buf.equals(last); };
console.log('unchanged after reads:', same());
a.prepare('select * from e').all(); console.log('after read on a:', same());
b.prepare('update e set value = value + 1').run(); console.log('after commit on b (expect false):', same());
readSync(fd, last, 0, 96, 0);
b.transaction(() => { b.prepare('update e set value = value + 1').run(); console.log('during open txn on b (expect true):', same()); })();
console.log('after txn commit (expect false):', same()); readSync(fd, last, 0, 96, 0);
b.pragma('wal_checkpoint(TRUNCATE)'); console.log('after checkpoint truncate:', same()); readSync(fd, last, 0, 96, 0);
b.prepare('update e set value = value + 1').run(); console.log('commit after restart (expect false):', same());
console.log(last.subarray(0, 48).toString('hex'));
