import BetterSqlite3 from 'better-sqlite3';
const stats = new Map<string, { n: number; ns: bigint }>();
const origPrepare = (BetterSqlite3 as any).prototype.prepare;
(BetterSqlite3 as any).prototype.prepare = function (sql: string) {
  const st = origPrepare.call(this, sql);
  for (const m of ['get', 'all', 'run']) {
    const f = st[m].bind(st);
    st[m] = (...args: unknown[]) => { const t = process.hrtime.bigint(); try { return f(...args); } finally { const s = stats.get(sql) ?? { n: 0, ns: 0n }; s.n++; s.ns += process.hrtime.bigint() - t; stats.set(sql, s); } };
  }
  return st;
};
const { createTestApp } = await import('./test/harness');
const app = await createTestApp();
const { token } = await app.tokenFor('asha@demo.lexsetu.in');
const found = (await app.api.get<any>('/api/experts?q=property', { token })).body;
const routes = ['/api/experts?q=family', `/api/experts/${found.items[0]._id}`, '/api/schedules?tab=upcoming', '/api/requests?tab=on-going', '/api/notifications', '/api/validate-token'];
for (const r of routes) {
  for (let i = 0; i < 300; i++) await app.api.get(r, { token });
  stats.clear();
  const N = 1000; const t = performance.now();
  for (let i = 0; i < N; i++) await app.api.get(r, { token });
  const wall = (performance.now() - t) * 1000 / N;
  const rows = [...stats].map(([sql, s]) => ({ sql, per: Number(s.ns) / 1000 / N, calls: s.n / N }));
  const total = rows.reduce((a, b) => a + b.per, 0);
  console.log(`\n${r}: wall ${wall.toFixed(0)} µs/req (incl. client), SQL ${total.toFixed(1)} µs/req`);
  rows.sort((a, b) => b.per - a.per).slice(0, 8).forEach(x => console.log(`  ${x.per.toFixed(1).padStart(6)} µs x${x.calls.toFixed(1)}  ${x.sql.replace(/\s+/g, ' ').slice(0, 230)}`));
}
await app.close();
