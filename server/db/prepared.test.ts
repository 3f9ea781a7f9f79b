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

  it("never reads another flow's open transaction: its rows are not committed and may roll back", async () => {
    const names = preparedQuery((db: Db, { ids }: { ids: string[] }) =>
      db.selectFrom('users').select('name').where('id', 'in', ids).orderBy('name'),
    );
    let inside!: () => void;
    const written = new Promise<void>((done) => (inside = done));
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ ...sampleUserRow, id: 'U9', email: 'd@b.in', name: 'D' })
          .execute();
        inside();
        await new Promise((wait) => setTimeout(wait, 20));
        throw new Error('changed my mind');
      })
      .catch(() => 'rolled back');
    await written;
    // Read while the transaction is open on the same connection: it waits for the transaction to end.
    expect((await names(db, { ids: ['U0', 'U9'] })).map((r) => r.name)).toEqual(['A']);
    expect(await rolledBack).toBe('rolled back');
    // Outside any transaction the same query reads straight from the file.
    expect((await names(db, { ids: ['U1', 'U9'] })).map((r) => r.name)).toEqual(['B']);
  });
});
