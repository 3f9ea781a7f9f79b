import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { demoLogins, seedDemoData } from '.';
import { istMonthStart } from '../../services/consultationAllowance';
import { seededBookingId } from './bookings';

let db: Db;
afterEach(() => closeDatabase(db));

describe('seeded bookings', () => {
  it('gives the demo client two past and two coming consultations with the demo lawyer, first one free', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    const now = new Date('2030-01-06T06:00:00Z'); // a Sunday: no seeded day may fall on one
    await seedDemoData(db, now);
    // The seeded completed consultations behind seeded reviews are checked in reviews.test.ts.
    const rows = await db
      .selectFrom('bookings')
      .selectAll()
      .where('client_id', '=', demoLogins[0].id)
      .orderBy('start_at')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4].map(seededBookingId));
    expect(new Set(rows.map((r) => r.client_id))).toEqual(new Set([demoLogins[0].id]));
    expect(new Set(rows.map((r) => r.lawyer_id))).toEqual(new Set([demoLogins[1].id]));
    const past = rows.filter((r) => r.end_at <= now.toISOString());
    const ahead = rows.filter((r) => r.start_at > now.toISOString());
    expect([past.length, ahead.length]).toEqual([2, 2]);
    for (const r of rows) expect(new Date(`${r.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
    expect(rows.map((r) => r.price_paise)).toEqual([0, 105000, 105000, 105000]);
    // Booked in an earlier month: none of them uses the demo client's allowance for this month.
    for (const r of rows) expect(r.created_at < istMonthStart(now)).toBe(true);
  });
});
