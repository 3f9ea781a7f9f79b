// The admins' moderation tabs come a keyset page at a time through the API: each page follows the last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@contract';
import { newId } from '../../db/ids';
import { addClient, addLawyer } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
});
afterAll(() => t.close());

describe('GET /api/admin/reviews', () => {
  it('pages each tab newest first, nothing repeated or skipped', async () => {
    const client = await addClient(t, 'Paging Client');
    const lawyer = await addLawyer(t);
    for (let i = 0; i < 5; i++) {
      const at = new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
      const id = newId();
      await t.db
        .insertInto('reviews')
        .values({
          id,
          booking_id: null,
          lawyer_id: lawyer.id,
          client_id: client.id,
          stars: 2,
          text: `Paged ${i}`,
          recommend: null,
          created_at: at,
          // The odd ones are hidden (at the same minute), the even ones wait with an open report.
          hidden_at: i % 2 ? at : null,
        })
        .execute();
      await t.db
        .insertInto('review_reports')
        .values({ id: newId(), review_id: id, reporter_id: lawyer.id, reason: 'Rude', created_at: at })
        .execute();
    }
    const reported = await walkPages<AdminReview>(t, '/api/admin/reviews?status=reported', admin, 2);
    const paged = reported.items.filter((r) => r.text.startsWith('Paged'));
    expect(paged.map((r) => r.text)).toEqual(['Paged 4', 'Paged 3', 'Paged 2', 'Paged 1', 'Paged 0']);
    expect(new Set(reported.items.map((r) => r._id)).size).toBe(reported.items.length);
    const hidden = await walkPages<AdminReview>(t, '/api/admin/reviews?status=hidden', admin, 1);
    expect(hidden.items.map((r) => r.text)).toEqual(['Paged 3', 'Paged 1']);
    expect(hidden.pages).toHaveLength(2);
  });
});
