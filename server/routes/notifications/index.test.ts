import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema, type NotificationList } from '@contract';
import { promotionalNotices } from '../../db/migrations/009_account_centre';
import { demoLogins } from '../../db/seed';
import { notify } from '../../services/notifications';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // These tests count every notice. The seeded consultations' reminders count as sent: otherwise the server's
  // sweep adds one whenever the tests run within a day of a seeded booking (from about 11:00 IST).
  const bookings = await t.db.selectFrom('bookings').select(['id', 'start_at']).execute();
  const sentAt = new Date().toISOString();
  await t.db
    .insertInto('booking_reminders')
    .values(
      bookings.flatMap((b) =>
        (['24h', '15m'] as const).map((kind) => ({
          booking_id: b.id,
          kind,
          start_at: b.start_at,
          sent_at: sentAt,
        })),
      ),
    )
    .onConflict((c) => c.doNothing())
    .execute();
});
afterAll(() => t.close());

const unread = async (token: string) =>
  (await t.api.get<{ count: number }>('/api/notifications/unread-count', { token })).body.count;
const list = async (token: string) =>
  notificationListSchema.parse((await t.api.get<NotificationList>('/api/notifications', { token })).body)
    .items;

describe('notifications', () => {
  it('lists own and system notices newest first with per-user read state', async () => {
    const asha = (await t.tokenFor(demoLogins[0].email)).token;
    const rohan = (await t.tokenFor(demoLogins[1].email)).token;
    // A client sees the one system notice meant for clients; a lawyer all six.
    expect(await unread(asha)).toBe(1);
    expect(await unread(rohan)).toBe(6);
    const own = await notify(t.db, t.deps.clock.now(), {
      userId: demoLogins[0].id,
      kind: 'request',
      message: 'Rohan accepted your request',
    });
    await notify(t.db, t.deps.clock.now(), {
      userId: demoLogins[1].id,
      kind: 'request',
      message: 'Only for Rohan',
    });

    const items = await list(asha);
    // Hers, the system's, then the receipts of the seeded consultations' payments (40 days old, read).
    expect(items).toHaveLength(5);
    expect(items[0]).toMatchObject({ _id: own, message: 'Rohan accepted your request', read: false });
    expect(items.map((n) => n.message)).not.toContain('Only for Rohan');
    expect(items[1]!._id).toBe(promotionalNotices[0].id);
    expect(items.slice(2).map((n) => [n.read, n.message.startsWith('Payment of ')])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    const his = await list(rohan);
    expect(his.slice(1, 1 + promotionalNotices.length).map((n) => n._id)).toEqual(
      promotionalNotices.map((n) => n.id),
    );
    expect(await unread(asha)).toBe(2);

    // Reading a system notice marks it read for this user only.
    const system = promotionalNotices[0].id;
    expect((await t.api.post(`/api/notifications/${system}/read`, {}, { token: asha })).status).toBe(200);
    expect(await unread(asha)).toBe(1);
    expect(await unread(rohan)).toBe(7);
    expect((await list(asha)).find((n) => n._id === system)?.read).toBe(true);
    expect((await list(rohan)).find((n) => n._id === system)?.read).toBe(false);

    expect((await t.api.post(`/api/notifications/${own}/read`, {}, { token: asha })).status).toBe(200);
    expect(await unread(asha)).toBe(0);
  });

  it("interleaves a user's own notices with the system's by time", async () => {
    const rohan = (await t.tokenFor(demoLogins[1].email)).token;
    // The system notices are 1 h, 2 h, … old (migration 009): this one falls between the first two.
    const between = await notify(t.db, new Date(Date.now() - 90 * 60_000), {
      userId: demoLogins[1].id,
      kind: 'request',
      message: 'Between the first two promotions',
    });
    const ids = (await list(rohan)).map((n) => n._id);
    const at = ids.indexOf(between);
    expect(ids.slice(at - 1, at + 2)).toEqual([promotionalNotices[0].id, between, promotionalNotices[1].id]);
  });

  it('shows clients none of the lawyer promotions, and answers 404 when one is marked read by a client', async () => {
    const asha = (await t.tokenFor(demoLogins[0].email)).token;
    const admin = (await t.tokenFor(demoLogins[2].email)).token;
    const lawyerOnly = [
      'Your profile is performing well. Keep it up to date to get more clients.',
      'Connect your skills with earning and clients on LexSetu.',
      'Drive, sit, relax and earn: take consultations from anywhere.',
      'Turn your earning on auto mode with scheduled consultations.',
      'Get 20% off on every professional tool.',
    ];
    const clientSees = (await list(asha)).map((n) => n.message);
    expect(clientSees).toContain('Upgrade to pro at just ₹99/- monthly and get unlimited consultations.');
    for (const text of lawyerOnly) expect(clientSees).not.toContain(text);
    expect((await list(admin)).filter((n) => n.kind === 'system')).toEqual([]);
    const promo = promotionalNotices[5].id;
    expect((await t.api.post(`/api/notifications/${promo}/read`, {}, { token: asha })).status).toBe(404);
    // Marking all read leaves no marker on a notice the client never saw.
    expect((await t.api.post('/api/notifications/read-all', {}, { token: asha })).status).toBe(200);
    const markers = await t.db
      .selectFrom('notification_reads')
      .select('notification_id')
      .where('user_id', '=', demoLogins[0].id)
      .execute();
    expect(markers.map((m) => m.notification_id)).toEqual([promotionalNotices[0].id]);
  });

  it('marks all read, and a new notice counts up again', async () => {
    const asha = (await t.tokenFor(demoLogins[0].email)).token;
    expect((await t.api.post('/api/notifications/read-all', {}, { token: asha })).status).toBe(200);
    expect(await unread(asha)).toBe(0);
    expect((await list(asha)).every((n) => n.read)).toBe(true);
    await notify(t.db, t.deps.clock.now(), { userId: demoLogins[0].id, kind: 'booking', message: 'Booked' });
    expect(await unread(asha)).toBe(1);
  });

  it('marks only the listed notices read (what the list showed), ignoring ids of other users', async () => {
    const rohan = (await t.tokenFor(demoLogins[1].email)).token;
    const shown = await list(rohan);
    const before = await unread(rohan);
    expect(before).toBeGreaterThan(0);
    // A notice arriving after the list was shown stays unread; Asha's own notice is not Rohan's to mark.
    const later = await notify(t.db, t.deps.clock.now(), {
      userId: demoLogins[1].id,
      kind: 'request',
      message: 'Arrived later',
    });
    const ashas = await notify(t.db, t.deps.clock.now(), {
      userId: demoLogins[0].id,
      kind: 'booking',
      message: 'For Asha only',
    });
    const ids = [...shown.filter((n) => !n.read).map((n) => n._id), ashas];
    expect((await t.api.post('/api/notifications/read', { ids }, { token: rohan })).status).toBe(200);
    expect(await unread(rohan)).toBe(1);
    expect((await list(rohan)).find((n) => n._id === later)?.read).toBe(false);
    const asha = (await t.tokenFor(demoLogins[0].email)).token;
    expect((await list(asha)).find((n) => n._id === ashas)?.read).toBe(false);
    expect((await t.api.post('/api/notifications/read', { ids: [] }, { token: rohan })).status).toBe(400);
    expect((await t.api.post('/api/notifications/read', { ids })).status).toBe(401);
  });

  it("answers 404 for someone else's notice and 401 without a login", async () => {
    const rohanOnly = await notify(t.db, t.deps.clock.now(), {
      userId: demoLogins[1].id,
      kind: 'request',
      message: 'Private',
    });
    const asha = (await t.tokenFor(demoLogins[0].email)).token;
    expect((await t.api.post(`/api/notifications/${rohanOnly}/read`, {}, { token: asha })).status).toBe(404);
    const row = await t.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', rohanOnly)
      .executeTakeFirstOrThrow();
    expect(row.read_at).toBeNull();
    expect((await t.api.post('/api/notifications/nope/read', {}, { token: asha })).status).toBe(404);
    expect((await t.api.get('/api/notifications')).status).toBe(401);
    expect((await t.api.get('/api/notifications/unread-count')).status).toBe(401);
    expect((await t.api.post(`/api/notifications/${rohanOnly}/read`, {})).status).toBe(401);
  });
});
