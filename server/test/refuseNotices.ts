// Makes the database refuse new notifications until the returned function is called, as a full disk or a failing
// database would: for tests that a change and the notice it causes land together or not at all.
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { testDialect } from './database';

export async function refuseNotices(db: Db): Promise<() => Promise<void>> {
  if (testDialect === 'postgres') {
    await sql`create function refuse_notices() returns trigger language plpgsql as $$ begin raise exception 'notices refused'; end $$`.execute(
      db,
    );
    await sql`create trigger refuse_notices before insert on notifications for each row execute function refuse_notices()`.execute(
      db,
    );
    return async () => {
      await sql`drop trigger refuse_notices on notifications`.execute(db);
      await sql`drop function refuse_notices()`.execute(db);
    };
  }
  await sql`create trigger refuse_notices before insert on notifications begin select raise(abort, 'notices refused'); end`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger refuse_notices`.execute(db);
  };
}
