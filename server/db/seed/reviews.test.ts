import { afterEach, describe, expect, it } from 'vitest';
import { basicMonthlyConsultations } from '@contract';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { demoLogins, seedDemoData } from '.';
import { istMonthStart } from '../../services/consultationAllowance';
import { lawyerFigures } from '../../services/reviews';
import { seededBookingId } from './bookings';

let db: Db;
afterEach(() => closeDatabase(db));

describe('seeded reviews', () => {
  it('come from seeded completed consultations: averages differ, some unanswered, the demo client keeps this month', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    const now = new Date('2030-01-31T06:00:00Z');
    await seedDemoData(db, now);
    const [client, rohan] = demoLogins;

    const reviews = await db
      .selectFrom('reviews')
      .innerJoin('bookings', 'bookings.id', 'reviews.booking_id')
      .select([
        'reviews.lawyer_id',
        'reviews.client_id',
        'reviews.created_at',
        'reviews.reply_at',
        'bookings.client_id as booking_client',
        'bookings.lawyer_id as booking_lawyer',
        'bookings.status',
        'bookings.end_at',
      ])
      .execute();
    expect(reviews.length).toBeGreaterThan(40);
    for (const r of reviews) {
      // Each one is the client's own completed consultation, reviewed after its end and within 60 days.
      expect([r.booking_client, r.booking_lawyer, r.status]).toEqual([r.client_id, r.lawyer_id, 'completed']);
      expect(r.created_at > r.end_at).toBe(true);
      expect(Date.parse(r.created_at) - Date.parse(r.end_at)).toBeLessThan(60 * 86_400_000);
      expect(r.created_at < now.toISOString()).toBe(true);
    }
    expect(reviews.some((r) => r.reply_at === null)).toBe(true);
    expect(reviews.some((r) => r.reply_at !== null)).toBe(true);

    const lawyers = [...new Set(reviews.map((r) => r.lawyer_id))];
    const figures = await Promise.all(lawyers.map((id) => lawyerFigures(db, id)));
    expect(new Set(figures.map((f) => f.averageStars)).size).toBeGreaterThan(4);
    for (const f of figures) {
      expect(f.reviewCount).toBeGreaterThan(0);
      expect(f.clients).toBeGreaterThan(0);
      expect(f.followers).toBeGreaterThan(0);
    }
    const rohanFigures = await lawyerFigures(db, rohan.id);
    expect(rohanFigures.reviewCount).toBe(reviews.filter((r) => r.lawyer_id === rohan.id).length);

    // The demo client: two completed consultations with the demo lawyer, not reviewed, still reviewable.
    const mine = await db
      .selectFrom('bookings')
      .selectAll()
      .where('client_id', '=', client.id)
      .where('status', '=', 'completed')
      .orderBy('id')
      .execute();
    expect(mine.map((b) => [b.id, b.lawyer_id])).toEqual([
      [seededBookingId(1), rohan.id],
      [seededBookingId(2), rohan.id],
    ]);
    for (const booking of mine)
      expect(Date.parse(booking.end_at)).toBeGreaterThan(now.getTime() - 60 * 86_400_000);
    expect(reviews.filter((r) => r.client_id === client.id)).toEqual([]);
    // Nothing the demo client has was booked this month: the whole Basic allowance is left.
    const thisMonth = await db
      .selectFrom('bookings')
      .select('id')
      .where('client_id', '=', client.id)
      .where('created_at', '>=', istMonthStart(now))
      .execute();
    expect(thisMonth).toHaveLength(0);
    expect(basicMonthlyConsultations).toBeGreaterThan(0);
  });
});
