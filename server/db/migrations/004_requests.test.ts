import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { requestsMigration } from './004_requests';

let db: Db;
afterEach(() => closeDatabase(db));

const user = sampleUserRow;

const request = {
  id: 'R1',
  owner_id: 'U1',
  title: 'T',
  description: 'D',
  budget_paise: 50000,
  consultation_type: 'Online' as const,
  date: '2030-01-01',
  timing: '10:30 AM',
  mention: 'x@y.in',
  lawyer_id: null,
  assigned_lawyer_id: null,
  status: 'new' as const,
  created_at: 'now',
  updated_at: 'now',
};

describe('004_requests', () => {
  it('is registered as version 4 and applies on top of the earlier ones, keeping users', async () => {
    expect(migrations.at(3)).toBe(requestsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 3));
    await db.insertInto('users').values(user).execute();
    expect((await migrateToLatest(db, migrations.slice(0, 4))).applied).toEqual([4]);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([{ id: 'U1' }]);
    const columns = await tableColumns(db);
    expect(columns('requests')).toEqual(
      [
        'assigned_lawyer_id',
        'budget_paise',
        'consultation_type',
        'created_at',
        'date',
        'description',
        'id',
        'lawyer_id',
        'mention',
        'owner_id',
        'status',
        'timing',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(columns('request_documents')).toEqual(
      ['created_at', 'id', 'mime', 'original_name', 'request_id', 'size', 'stored_name'].sort(),
    );
  });

  it('refuses unknown statuses and consultation types, and deletes documents with their request', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 4));
    await db.insertInto('users').values(user).execute();
    await expect(
      db
        .insertInto('requests')
        .values({ ...request, status: 'done' as never })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('requests')
        .values({ ...request, consultation_type: 'Phone' as never })
        .execute(),
    ).rejects.toThrow();
    await db.insertInto('requests').values(request).execute();
    await db
      .insertInto('request_documents')
      .values({
        id: 'D1',
        request_id: 'R1',
        original_name: 'a.pdf',
        stored_name: 'x.pdf',
        mime: 'application/pdf',
        size: 3,
        created_at: 'now',
      })
      .execute();
    await db.deleteFrom('requests').where('id', '=', 'R1').execute();
    expect(await db.selectFrom('request_documents').select('id').execute()).toEqual([]);
  });
});
