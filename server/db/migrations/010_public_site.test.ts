import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { publicSiteMigration } from './010_public_site';

let db: Db;
afterEach(() => closeDatabase(db));

describe('010_public_site', () => {
  it('is registered as version 10 and applies on top of the earlier ones', async () => {
    expect(migrations.at(9)).toBe(publicSiteMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 9));
    expect((await migrateToLatest(db, migrations.slice(0, 10))).applied).toEqual([10]);
    const columns = await tableColumns(db);
    expect(columns('contact_messages')).toEqual(['created_at', 'email', 'id', 'message', 'name', 'topic']);
    expect(columns('consultation_leads')).toEqual(
      ['created_at', 'id', 'language', 'problem_type', 'time', 'user_id'].sort(),
    );
  });

  it("keeps a signed-in visitor's lead when the account is deleted, without the user link", async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 10));
    await db.insertInto('users').values(sampleUserRow).execute();
    await db
      .insertInto('consultation_leads')
      .values({
        id: 'L1',
        user_id: 'U1',
        problem_type: 'Legal advice',
        time: 'Min 15 min.',
        language: 'Hindi',
        created_at: 'now',
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    const rows = await db.selectFrom('consultation_leads').selectAll().execute();
    expect(rows).toEqual([expect.objectContaining({ id: 'L1', user_id: null, language: 'Hindi' })]);
  });
});
