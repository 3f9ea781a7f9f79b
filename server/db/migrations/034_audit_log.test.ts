import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { auditLogMigration } from './034_audit_log';

let db: Db;
afterEach(() => closeDatabase(db));

describe('034_audit_log', () => {
  it('takes new lines and refuses to change or delete one', async () => {
    expect(migrations.at(33)).toBe(auditLogMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 34));
    const line = {
      id: 'A1',
      at: '2026-12-07T10:00:00.000Z',
      actor_ref: 'ADMIN1',
      action: 'user.suspended',
      subject_type: 'user',
      subject_ref: 'USER1',
    };
    await db.insertInto('audit_log').values(line).execute();
    await expect(
      db.updateTable('audit_log').set({ action: 'user.reinstated' }).where('id', '=', 'A1').execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_log').where('id', '=', 'A1').execute()).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([{ ...line, detail: '{}' }]);
  });
});
