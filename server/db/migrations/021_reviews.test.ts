import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { reviewsMigration } from './021_reviews';

let db: Db;
afterEach(() => closeDatabase(db));

describe('021_reviews', () => {
  it('is registered as version 21 and adds reviews (one per booking, 1–5 stars) and their reports', async () => {
    expect(migrations.at(20)).toBe(reviewsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 20));
    expect((await migrateToLatest(db, migrations.slice(0, 21))).applied).toEqual([21]);
    const columns = await tableColumns(db);
    expect(columns('reviews')).toEqual(
      [
        'booking_id',
        'client_id',
        'created_at',
        'hidden_at',
        'id',
        'lawyer_id',
        'moderated_at',
        'moderated_by',
        'moderation_reason',
        'recommend',
        'reply_at',
        'reply_text',
        'stars',
        'text',
      ].sort(),
    );
    expect(columns('review_reports')).toEqual(
      ['created_at', 'id', 'reason', 'reporter_id', 'resolved_at', 'review_id'].sort(),
    );
    const now = new Date().toISOString();
    const user = (id: string) => ({
      id,
      email: `${id.toLowerCase()}@example.in`,
      name: id,
      role: 'consumer' as const,
      password_hash: 'x',
      consultation_types: '[]',
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('users')
      .values([user('C1'), user('L1')])
      .execute();
    const review = (id: string, stars: number, booking: string | null) =>
      db
        .insertInto('reviews')
        .values({ id, booking_id: booking, lawyer_id: 'L1', client_id: 'C1', stars, created_at: now })
        .execute();
    await expect(review('R0', 6, null)).rejects.toThrow();
    await expect(review('R0', 0, null)).rejects.toThrow();
    // Not tied to a booking (a later document order): allowed by the table, and many such rows coexist.
    await review('R1', 5, null);
    await review('R2', 4, null);
    expect(
      await db.selectFrom('reviews').select(['id', 'text', 'recommend']).orderBy('id').execute(),
    ).toEqual([
      { id: 'R1', text: '', recommend: null },
      { id: 'R2', text: '', recommend: null },
    ]);
  });
});
