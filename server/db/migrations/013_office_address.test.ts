import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { generateLawyer } from '../seed/lawyers';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { officeAddressMigration } from './013_office_address';

let db: Db;
afterEach(() => closeDatabase(db));

describe('013_office_address', () => {
  it('is registered as version 13 and gives existing lawyer profiles an empty office address', async () => {
    expect(migrations.at(12)).toBe(officeAddressMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 12));
    const { user, profile } = generateLawyer(0);
    await db.insertInto('users').values(user).execute();
    await db.insertInto('lawyer_profiles').values(profile).execute();

    expect((await migrateToLatest(db, migrations.slice(0, 13))).applied).toEqual([13]);
    expect((await tableColumns(db))('lawyer_profiles')).toContain('office_address');
    const kept = await db.selectFrom('lawyer_profiles').selectAll().executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: user.id, city: profile.city, office_address: '' });
    await db
      .updateTable('lawyer_profiles')
      .set({ office_address: 'Chamber 12, Tis Hazari Courts' })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      (await db.selectFrom('lawyer_profiles').select('office_address').executeTakeFirstOrThrow())
        .office_address,
    ).toBe('Chamber 12, Tis Hazari Courts');
  });
});
