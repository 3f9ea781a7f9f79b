// Search at more than matchCap matches: filters apply before the cap, counting stops past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import { matchCap, rebuildExpertSearchIndex, searchExperts } from './search';
import { generateLawyer } from './seed/lawyers';
import { openTempDatabase } from './testDb';

let db: Db;
const lawyers = 1200;
beforeAll(async () => {
  ({ db } = openTempDatabase());
  await migrateToLatest(db);
  const rows = Array.from({ length: lawyers }, (_, i) => generateLawyer(i, '01HZC'));
  for (const [i, { user, profile }] of rows.entries()) {
    // Every 12th lawyer practises in Zorgtown, and those sort last by name.
    const zorg = i % 12 === 0;
    await db
      .insertInto('users')
      .values({ ...user, name: `Plinth ${zorg ? 'Z' : 'A'}${String(i).padStart(4, '0')}` })
      .execute();
    await db
      .insertInto('lawyer_profiles')
      .values({ ...profile, city: zorg ? 'Zorgtown' : 'Mumbai', verification_status: 'verified' })
      .execute();
  }
  await rebuildExpertSearchIndex(db);
});
afterAll(() => closeDatabase(db));

describe('searchExperts past the cap', () => {
  it('reports "at least matchCap" for a common term and pages up to the cap', async () => {
    const first = await searchExperts(db, { q: 'plinth', limit: 20, offset: 0 });
    expect(first).toMatchObject({ total: matchCap, capped: true });
    const names = first.rows.map((r) => r.name);
    expect(names).toHaveLength(20);
    expect(names).toEqual([...names].sort());
    expect(names.every((n) => n.startsWith('Plinth A'))).toBe(true);
    const last = await searchExperts(db, { q: 'plinth', limit: 20, offset: matchCap - 10 });
    expect(last.rows).toHaveLength(10);
  });

  it('finds every match in a city even when it lies past the first thousand hits', async () => {
    const zorg = await searchExperts(db, { q: 'plinth', city: 'zorgtown', limit: 50, offset: 50 });
    expect(zorg).toMatchObject({ total: lawyers / 12, capped: false });
    expect(zorg.rows).toHaveLength(lawyers / 12 - 50);
    expect(zorg.rows.every((r) => r.city === 'Zorgtown' && r.name.startsWith('Plinth Z'))).toBe(true);
    const names = zorg.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort());
  });
});
