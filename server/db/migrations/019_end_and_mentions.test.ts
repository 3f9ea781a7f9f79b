import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { endAndMentionsMigration } from './019_end_and_mentions';

let db: Db;
afterEach(() => closeDatabase(db));

describe('019_end_and_mentions', () => {
  it('is registered as version 19: no End pressed on any booking, every earlier mention was by e-mail', async () => {
    expect(migrations.at(18)).toBe(endAndMentionsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 18));
    expect((await migrateToLatest(db, migrations.slice(0, 19))).applied).toEqual([19]);
    const columns = async (table: string) =>
      (
        await sql<{ name: string; dflt_value: string | null }>`PRAGMA table_info(${sql.raw(table)})`.execute(
          db,
        )
      ).rows;
    const booking = await columns('bookings');
    expect(booking.filter((c) => c.name.endsWith('_ended_at')).map((c) => [c.name, c.dflt_value])).toEqual([
      ['client_ended_at', null],
      ['lawyer_ended_at', null],
    ]);
    expect((await columns('requests')).find((c) => c.name === 'mention_by_profile')?.dflt_value).toBe('0');
  });
});
