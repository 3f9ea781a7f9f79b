// The ceiling of this stack on this machine: bare Koa + @koa/router + better-sqlite3 answering one row by id
// as JSON, nothing else. Run as a child process by the benchmarks (`node bench/lib/ceiling.mjs <port>`), so it
// gets a process of its own, as LexSetu does.
import Database from 'better-sqlite3';
import Koa from 'koa';
import { Router } from '@koa/router';

const port = Number(process.argv[2] ?? 5390);
const db = new Database(':memory:');
db.exec('create table users (id text primary key, name text not null, email text not null)');
const insert = db.prepare('insert into users values (?, ?, ?)');
for (let i = 0; i < 1000; i++) insert.run(`u${i}`, `User ${i}`, `u${i}@example.in`);
const byId = db.prepare('select id, name, email from users where id = ?');

const router = new Router();
router.get('/row/:id', (ctx) => {
  const row = byId.get(ctx.params.id);
  if (!row) ctx.throw(404);
  ctx.body = { _id: row.id, name: row.name, email: row.email };
});
const app = new Koa();
app.use(router.routes());
app.listen(port, '127.0.0.1', () => process.send?.('ready'));
