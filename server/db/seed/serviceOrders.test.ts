import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceOrderStatuses } from '@contract';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { detectFileType } from '../../services/files';
import { folderStorage } from '../../services/storage';
import { demoLogins, seedDemoData } from '.';
import { seededClientId } from './reviews';

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

  it('has the paid orders paid through the payment service: a payment and an invoice each, the others none', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    await seedDemoData(db);
    const rows = await db
      .selectFrom('service_orders')
      .leftJoin('payments', 'payments.service_order_id', 'service_orders.id')
      .leftJoin('invoices', 'invoices.payment_id', 'payments.id')
      .select([
        'service_orders.status',
        'service_orders.paid_at',
        'service_orders.price_paise',
        'payments.amount_paise',
        'invoices.number',
      ])
      .execute();
    for (const row of rows) {
      const paid = !['awaiting_payment', 'cancelled'].includes(row.status);
      expect([row.status, row.amount_paise, row.paid_at !== null, row.number !== null]).toEqual([
        row.status,
        paid ? row.price_paise : null,
        paid,
        paid,
      ]);
    }
  });

  it('gives the orders past a delivery their version 1, a Word file, and the delivered one its approved copy', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    const storage = folderStorage(mkdtempSync(join(tmpdir(), 'lexsetu-seed-files-')));
    await seedDemoData(db, new Date('2030-01-07T04:00:00Z'), storage);
    const versions = await db
      .selectFrom('service_order_files')
      .innerJoin('service_orders', 'service_orders.id', 'service_order_files.order_id')
      .select([
        'service_orders.status',
        'service_orders.revisions_used',
        'version',
        'original_name',
        'stored_name',
      ])
      .where('kind', '=', 'delivery')
      .orderBy('service_orders.status')
      .execute();
    expect(versions.map((v) => [v.status, v.version, v.original_name])).toEqual([
      ['delivered', 1, 'Agreement to Sale Drafting - v1.docx'],
      ['revision_requested', 1, 'Legal Notice Drafting - v1.docx'],
    ]);
    for (const v of versions) expect(detectFileType(await storage.read(v.stored_name))?.ext).toBe('docx');
    // The revision asked answers version 1: the client waits for version 2, the lawyer is asked to deliver it.
    expect(versions.find((v) => v.status === 'revision_requested')?.revisions_used).toBe(1);
    const events = await db
      .selectFrom('service_order_events')
      .innerJoin('service_orders', 'service_orders.id', 'service_order_events.order_id')
      .select(['service_orders.status', 'kind', 'at'])
      .where('service_orders.status', 'in', ['revision_requested', 'delivered'])
      .orderBy('at')
      .execute();
    for (const status of ['revision_requested', 'delivered'])
      expect(events.filter((e) => e.status === status).map((e) => e.kind)).toEqual([
        'created',
        'paid',
        'details',
        'accepted',
        'delivered',
        status === 'delivered' ? 'approved' : 'revision',
      ]);
    const copies = await db
      .selectFrom('documents')
      .select(['description', 'stored_name'])
      .where('user_id', '=', seededClientId(1))
      .execute();
    expect(copies.map((c) => c.description)).toEqual(['Agreement to Sale Drafting, version 1, approved']);
    expect(detectFileType(await storage.read(copies[0]!.stored_name))?.ext).toBe('docx');
  });
});
