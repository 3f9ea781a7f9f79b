import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { openSessionsMigration } from './017_open_sessions';

let db: Db;
afterEach(() => closeDatabase(db));

describe('017_open_sessions', () => {
  it('is registered as version 17 and lets the open-call lookup use a partial index', async () => {
    expect(migrations.at(16)).toBe(openSessionsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 16));
    expect((await migrateToLatest(db, migrations.slice(0, 17))).applied).toEqual([17]);
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
      SELECT booking_id FROM consultation_sessions WHERE ended_at IS NULL AND kind = 'call'`.execute(db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toContain('consultation_sessions_open_idx');
  });
});
