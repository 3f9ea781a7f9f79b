import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { searchExperts, syncExpertSearchRow } from '../search';
import { generateLawyer } from '../seed/lawyers';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { scriptNamesMigration } from './032_script_names';

let db: Db;
afterEach(() => closeDatabase(db));

describe('032_script_names', () => {
  it('gives profiles empty names in Devanagari and Tamil and rebuilds search to match them', async () => {
    expect(migrations.at(31)).toBe(scriptNamesMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 31));
    const { user, profile } = generateLawyer(0);
    await db.insertInto('users').values(user).execute();
    await db
      .insertInto('lawyer_profiles')
      .values({ ...profile, verification_status: 'verified' })
      .execute();

    expect((await migrateToLatest(db, migrations.slice(0, 32))).applied).toEqual([32]);
    expect((await tableColumns(db))('lawyer_profiles')).toEqual(
      expect.arrayContaining(['name_devanagari', 'name_tamil']),
    );
    expect(await db.selectFrom('lawyer_profiles').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      user_id: user.id,
      name_devanagari: '',
      name_tamil: '',
    });
    // Rebuilt: the lawyer is found by name as before.
    expect((await searchExperts(db, { q: user.name, limit: 5, offset: 0 })).rows[0]?.user_id).toBe(user.id);

    await db
      .updateTable('lawyer_profiles')
      .set({ name_devanagari: 'अर्जुन', name_tamil: 'அர்ஜுன்' })
      .where('user_id', '=', user.id)
      .execute();
    await syncExpertSearchRow(db, user.id);
    for (const q of ['अर्जुन', 'அர்ஜுன்'])
      expect((await searchExperts(db, { q, limit: 5, offset: 0 })).rows).toEqual([
        expect.objectContaining({ user_id: user.id, name_devanagari: 'अर्जुन', name_tamil: 'அர்ஜுன்' }),
      ]);
  });
});
