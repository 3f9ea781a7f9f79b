import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { generateLawyer } from '../seed/lawyers';
import { initialMigration } from './001_initial';
import { accountsMigration } from './002_accounts';
import { lawyersMigration } from './003_lawyers';

let db: Db;
afterEach(() => closeDatabase(db));

const all = [initialMigration, accountsMigration, lawyersMigration];

describe('003_lawyers', () => {
  it('applies on top of 002 and keeps users; creates the tables', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, [initialMigration, accountsMigration]);
    const { user, profile } = generateLawyer(0);
    await db.insertInto('users').values(user).execute();
    expect((await migrateToLatest(db, all)).applied).toEqual([3]);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([{ id: user.id }]);
    const columns = await tableColumns(db);
    expect(columns('follows')).toEqual(['created_at', 'lawyer_id', 'user_id']);
    expect(columns('search_counts')).toEqual(['count', 'kind', 'term']);
    expect(columns('lawyer_profiles')).toContain('verification_status');
    await db.insertInto('lawyer_profiles').values(profile).execute();
    expect(await db.selectFrom('lawyer_profiles').select('user_id').execute()).toEqual([
      { user_id: user.id },
    ]);
  });

  it('rejects unknown statuses and deletes profiles and follows with their user', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, all);
    const a = generateLawyer(1);
    const b = generateLawyer(2);
    await db.insertInto('users').values([a.user, b.user]).execute();
    await db.insertInto('lawyer_profiles').values(a.profile).execute();
    await expect(
      db
        .insertInto('lawyer_profiles')
        .values({ ...b.profile, verification_status: 'famous' as 'verified' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db
      .insertInto('follows')
      .values({ user_id: b.user.id, lawyer_id: a.user.id, created_at: 'now' })
      .execute();
    await db.deleteFrom('users').where('id', '=', a.user.id).execute();
    expect(await db.selectFrom('lawyer_profiles').select('user_id').execute()).toEqual([]);
    expect(await db.selectFrom('follows').select('user_id').execute()).toEqual([]);
  });
});
