import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { hostedMigration } from './011_hosted';

let db: Db;
afterEach(() => closeDatabase(db));

describe('011_hosted', () => {
  it('is registered as version 11 and adds the shared rate-limit table', async () => {
    expect(migrations.at(10)).toBe(hostedMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 10));
    expect((await migrateToLatest(db, migrations.slice(0, 11))).applied).toEqual([11]);
    expect((await tableColumns(db))('rate_limits')).toEqual(['count', 'key', 'reset_at']);
  });
});
