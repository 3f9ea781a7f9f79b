import { afterEach, describe, expect, it } from 'vitest';
import { serviceOrderStatuses } from '@contract';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { demoLogins, seedDemoData } from '.';

let db: Db;
afterEach(() => closeDatabase(db));

describe('demo legal-document orders', () => {
  it('holds the catalogue and one order in each state, the accepted ones with the demo lawyer', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    await seedDemoData(db);
    const orders = await db.selectFrom('service_orders').select(['status', 'lawyer_id']).execute();
    expect(orders.map((o) => o.status).sort()).toEqual([...serviceOrderStatuses].sort());
    const rohan = demoLogins.find((l) => l.role === 'professional')!.id;
    for (const o of orders)
      expect(o.lawyer_id).toBe(
        ['in_progress', 'revision_requested', 'delivered'].includes(o.status) ? rohan : null,
      );
    expect((await db.selectFrom('services').select('id').execute()).length).toBeGreaterThanOrEqual(10);
  });
});
