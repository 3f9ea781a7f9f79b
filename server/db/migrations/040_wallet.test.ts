import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { walletMigration } from './040_wallet';

let db: Db;
afterEach(() => closeDatabase(db));

const entry = (id: string, values: Record<string, unknown> = {}) => ({
  id,
  user_id: 'U1',
  kind: 'charge' as const,
  amount_paise: -100,
  balance_after_paise: 0,
  description: 'Minute 1',
  created_at: '2030-01-01T00:00:00.000Z',
  ...values,
});

describe('040_wallet', () => {
  it('keeps balances at or above zero, entries signed and non-zero, and goes with the user', async () => {
    expect(migrations.at(39)).toBe(walletMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 40));
    await db.insertInto('users').values(sampleUserRow).execute();

    await db.insertInto('wallets').values({ user_id: 'U1', balance_paise: 500, updated_at: 'now' }).execute();
    await expect(
      db.updateTable('wallets').set({ balance_paise: -1 }).where('user_id', '=', 'U1').execute(),
    ).rejects.toThrow(/CHECK/);
    await db.insertInto('wallet_entries').values(entry('E1')).execute();
    await expect(
      db
        .insertInto('wallet_entries')
        .values(entry('E2', { amount_paise: 0 }))
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('wallet_entries')
        .values(entry('E3', { kind: 'gift' as never }))
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('wallet_entries')
        .values(entry('E4', { balance_after_paise: -5 }))
        .execute(),
    ).rejects.toThrow(/CHECK/);

    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('wallets').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('wallet_entries').selectAll().execute()).toEqual([]);
  });
});
