import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { earningsMigration } from './025_earnings';

let db: Db;
afterEach(() => closeDatabase(db));

describe('025_earnings', () => {
  it('is registered as version 25: payout accounts, one payout per lawyer and week, calendar feeds', async () => {
    expect(migrations.at(24)).toBe(earningsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 24));
    expect((await migrateToLatest(db, migrations.slice(0, 25))).applied).toEqual([25]);
    const columns = await tableColumns(db);
    expect(columns('payout_accounts')).toEqual([
      'created_at',
      'holder_name',
      'ifsc',
      'kind',
      'masked',
      'number_enc',
      'updated_at',
      'user_id',
      'verified_at',
    ]);
    expect(columns('payouts')).toContain('week');
    expect(columns('calendar_feeds')).toEqual(['created_at', 'secret_enc', 'secret_hash', 'user_id']);
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'L1',
        email: 'l1@example.in',
        name: 'L1',
        role: 'professional',
        password_hash: 'x',
        consultation_types: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const payout = (id: string, status = 'pending') =>
      db
        .insertInto('payouts')
        .values({
          id,
          lawyer_id: 'L1',
          week: '2026-11-23',
          amount_paise: 100,
          status: status as 'pending',
          gateway: 'demo',
          gateway_payout_id: null,
          idempotency_key: id,
          account_masked: 'XXXX1234',
          failure: null,
          created_at: now,
          updated_at: now,
          paid_at: null,
        })
        .execute();
    await payout('P1');
    // The second payout of the same week is refused by the database itself.
    await expect(payout('P2')).rejects.toThrow();
    await expect(
      db
        .updateTable('payouts')
        .set({ status: 'lost' as 'paid' })
        .where('id', '=', 'P1')
        .execute(),
    ).rejects.toThrow();
  });
});
