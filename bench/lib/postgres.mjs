// A fresh PostgreSQL database for a benchmark, or null when no server answers.
//   BENCH_PG_URL — the server to create it on (default postgres://postgres@127.0.0.1:5432/postgres).
import pg from 'pg';

export const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshPostgresDatabase() {
  const name = `lexsetu_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgServer });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: pgServer });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
}
