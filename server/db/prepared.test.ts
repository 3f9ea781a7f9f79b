import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import { preparedQuery } from './prepared';
import { openTempDatabase, sampleUserRow } from './testDb';

let db: Db;
beforeEach(async () => {
  ({ db } = openTempDatabase());
  await migrateToLatest(db);
  await db
    .insertInto('users')
    .values(
      ['A', 'B', 'C'].map((name, i) => ({
        ...sampleUserRow,
        id: `U${i}`,
        email: `${name.toLowerCase()}@b.in`,
        name,
      })),
    )
    .execute();
});
afterEach(() => closeDatabase(db));

describe('preparedQuery', () => {
  it('builds once per shape and runs each time with the values given', async () => {
    let builds = 0;
    const byName = preparedQuery((db: Db, { name }: { name: string }) => {
      builds++;
      return db.selectFrom('users').select('id').where('name', '=', name);
    });
    expect(await byName(db, { name: 'B' })).toEqual([{ id: 'U1' }]);
    expect(await byName(db, { name: 'C' })).toEqual([{ id: 'U2' }]);
    expect(await byName(db, { name: 'nobody' })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('builds again when a list changes length, an optional value is absent, or the options differ', async () => {
    let builds = 0;
    const names = preparedQuery(
      (db: Db, { names, after }: { names: string[]; after?: string }, order: 'asc' | 'desc') => {
        builds++;
        let query = db.selectFrom('users').select('name').where('name', 'in', names).orderBy('name', order);
        if (after) query = query.where('name', '>', after);
        return query;
      },
    );
    const read = async (...args: Parameters<typeof names>) => (await names(...args)).map((r) => r.name);
    expect(await read(db, { names: ['A', 'C'] }, 'asc')).toEqual(['A', 'C']);
    expect(await read(db, { names: ['B', 'C'] }, 'asc')).toEqual(['B', 'C']);
    expect(builds).toBe(1);
    expect(await read(db, { names: ['A', 'B', 'C'] }, 'asc')).toEqual(['A', 'B', 'C']);
    expect(await read(db, { names: ['A', 'B', 'C'], after: 'A' }, 'asc')).toEqual(['B', 'C']);
    expect(await read(db, { names: ['A', 'B', 'C'] }, 'desc')).toEqual(['C', 'B', 'A']);
    expect(builds).toBe(4);
    // Each shape again: no new build.
    expect(await read(db, { names: ['C', 'B', 'A'], after: 'B' }, 'asc')).toEqual(['C']);
    expect(builds).toBe(4);
  });

  it('refuses a value used in a computation while building, naming it', async () => {
    const broken = preparedQuery((db: Db, { take }: { take: number }) =>
      db
        .selectFrom('users')
        .select('id')
        .limit(take + 1),
    );
    await expect(broken(db, { take: 1 })).rejects.toThrow(/value at 'take' was used in a computation/);
  });
});
