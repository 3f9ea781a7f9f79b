import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { tdsMigration } from './029_tds';

let db: Db;
afterEach(() => closeDatabase(db));

describe('029_tds', () => {
  it("is registered as version 29: a lawyer's PAN, and what each payout paid out by TDS rule ('[]' before)", async () => {
    expect(migrations.at(28)).toBe(tdsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 28));
    await db.insertInto('users').values(sampleUserRow).execute();
    const now = new Date().toISOString();
    await db
      .insertInto('payouts')
      .values({
        id: 'P1',
        lawyer_id: sampleUserRow.id,
        week: '2026-11-23',
        amount_paise: 100,
        status: 'paid',
        gateway: 'demo',
        gateway_payout_id: null,
        idempotency_key: 'P1',
        account_masked: 'XXXX1234',
        failure: null,
        created_at: now,
        updated_at: now,
        paid_at: now,
      })
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 29))).applied).toEqual([29]);
    const columns = await tableColumns(db);
    expect(columns('pans')).toEqual(['given_at', 'masked', 'pan_enc', 'updated_at', 'user_id']);
    expect(await db.selectFrom('payouts').select('tds').execute()).toEqual([{ tds: '[]' }]);
    const pan = {
      user_id: sampleUserRow.id,
      pan_enc: 'x',
      masked: 'XXXXXX234F',
      given_at: now,
      updated_at: now,
    };
    await db.insertInto('pans').values(pan).execute();
    // One PAN a lawyer.
    await expect(db.insertInto('pans').values(pan).execute()).rejects.toThrow();
  });
});
