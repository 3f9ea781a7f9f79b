import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { searchExperts } from '../search';
import { generateLawyer } from '../seed/lawyers';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { searchRowsMigration } from './016_search_rows';

let db: Db;
afterEach(() => closeDatabase(db));

describe('016_search_rows', () => {
  it('is registered as version 16, replaces the old search tables and indexes existing lawyers', async () => {
    expect(migrations.at(15)).toBe(searchRowsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 15));
    // A database from before 016 carries the old index (lawyer_id in the full-text table, rank order).
    await sql`CREATE VIRTUAL TABLE expert_search USING fts5(lawyer_id UNINDEXED, name, expertise, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`INSERT INTO expert_search (lawyer_id, name, expertise) VALUES ('gone', 'Stale Row', 'x')`.execute(
      db,
    );
    const lawyers = [0, 1, 2].map((i) => generateLawyer(i));
    await db
      .insertInto('users')
      .values(lawyers.map((l) => l.user))
      .execute();
    await db
      .insertInto('lawyer_profiles')
      .values(lawyers.map((l) => ({ ...l.profile, verification_status: 'verified' as const })))
      .execute();

    expect((await migrateToLatest(db, migrations.slice(0, 16))).applied).toEqual([16]);
    const columns = await tableColumns(db);
    // The index's current shape (db/search.ts builds it; the name columns since migration 032).
    expect(columns('expert_rows')).toEqual([
      'areas',
      'city',
      'expertise',
      'hidden',
      'languages',
      'lawyer_id',
      'location_hidden',
      'name',
      'name_devanagari',
      'name_tamil',
      'names',
      'seq',
      'verified',
    ]);
    expect(await searchExperts(db, { q: 'stale', limit: 5, offset: 0 })).toMatchObject({ total: 0 });
    for (const { user } of lawyers) {
      const midWord = await searchExperts(db, { q: user.name.slice(1, 5), limit: 50, offset: 0 });
      expect(midWord.rows.map((r) => r.user_id)).toContain(user.id);
      const prefix = await searchExperts(db, { q: user.name.slice(0, 2), limit: 50, offset: 0 });
      expect(prefix.rows.map((r) => r.user_id)).toContain(user.id);
    }
  });
});
