import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { notify } from '../../services/notifications';
import { migrations } from '.';
import { notificationsMigration } from './005_notifications';

let db: Db;
afterEach(() => closeDatabase(db));

describe('005_notifications', () => {
  it('is registered as version 5 and applies on top of the earlier ones', async () => {
    expect(migrations.at(4)).toBe(notificationsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 4));
    expect((await migrateToLatest(db, migrations.slice(0, 5))).applied).toEqual([5]);
    expect((await tableColumns(db))('notifications')).toEqual(
      ['created_at', 'id', 'kind', 'link', 'message', 'read_at', 'user_id'].sort(),
    );
  });

  it('keeps a notice per user and removes it with the user', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 5));
    await db.insertInto('users').values(sampleUserRow).execute();
    await notify(db, new Date(), {
      userId: 'U1',
      kind: 'booking',
      message: 'Booked',
      link: '/dashboard/schedules',
    });
    const [row] = await db.selectFrom('notifications').selectAll().execute();
    expect(row).toMatchObject({ user_id: 'U1', kind: 'booking', message: 'Booked', read_at: null });
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('notifications').select('id').execute()).toEqual([]);
  });
});
