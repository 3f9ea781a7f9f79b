// The console overview moves with each thing it counts (one of each made through the API where a user makes
// it), and a lawyer's record shows their decisions and no-shows — on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverviewSchema, lawyerRecordSchema, type AdminOverview } from '@contract';
import { newId } from '../../db/ids';
import { demoLogins } from '../../db/seed';
import { addClient, addLawyer, heldBooking, payOrder } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
});
afterAll(() => t.close());

const overview = async () => {
  const res = await t.api.get('/api/admin/overview', { token: admin });
  expect(res.status).toBe(200);
  return adminOverviewSchema.parse(res.body);
};
const counts = (o: AdminOverview) => Object.fromEntries(o.figures.map((f) => [f.name, f.count]));

describe('the console overview', () => {
  it('counts today’s sign-ups, bookings, payments and refunds and what waits, each linking to its list', async () => {
    const before = await overview();
    expect(before.figures.map((f) => [f.name, f.path])).toEqual([
      ['signUps', '/dashboard/admin/users'],
      ['bookings', '/dashboard/admin/payments'],
      ['payments', '/dashboard/admin/payments'],
      ['refunds', '/dashboard/admin/payments'],
      ['openSupport', '/dashboard/admin/support'],
      ['pendingVerifications', '/dashboard/admin/verifications'],
      ['stuckOrders', '/dashboard/admin/services'],
      ['failedPayouts', '/dashboard/admin/payouts'],
    ]);

    // One of each: a sign-up, a paid booking cancelled with its refund, a contact message, a lawyer to verify,
    // an overdue document order and a failed payout.
    const client = await addClient(t, 'Counted Client');
    const asha = demoLogins.find((l) => l.email === 'asha@demo.lexsetu.in')!;
    const { token } = await t.tokenFor(asha.email);
    const booking = await heldBooking(t, token, { slot: '16:00', date: '2030-02-12' });
    await payOrder(t, { id: asha.id, token }, { bookingId: booking });
    expect((await t.api.post(`/api/bookings/${booking}/cancel`, undefined, { token })).status).toBe(200);
    expect(
      (
        await t.api.post('/api/contact', {
          name: 'Counted',
          email: 'counted@example.in',
          topic: 'Clients',
          message: 'Please count this message.',
        })
      ).status,
    ).toBe(201);
    const lawyer = await addLawyer(t, 'pending');
    const now = t.deps.clock.now();
    const service = await t.db.selectFrom('services').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('service_orders')
      .values({
        id: newId(),
        client_id: client.id,
        service_id: service.id,
        lawyer_id: lawyer.id,
        status: 'in_progress',
        title: 'NDA',
        category: 'Business',
        price_paise: 100_00,
        turnaround_days: 2,
        revisions_allowed: 1,
        revisions_used: 0,
        questionnaire: '[]',
        answers: '{}',
        call_booking_id: null,
        paid_at: now.toISOString(),
        details_at: now.toISOString(),
        accepted_at: now.toISOString(),
        due_at: new Date(now.getTime() - 60_000).toISOString(),
        delivered_at: null,
        cancelled_at: null,
        unclaimed_notified_at: null,
        overdue_notified_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await t.db
      .insertInto('payouts')
      .values({
        id: newId(),
        lawyer_id: lawyer.id,
        week: '2026-11-30',
        amount_paise: 500_00,
        status: 'failed',
        gateway: 'demo',
        gateway_payout_id: null,
        idempotency_key: newId(),
        account_masked: 'XXXX1234',
        failure: 'Beneficiary bank is down',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        paid_at: null,
      })
      .execute();

    const was = counts(before);
    expect(counts(await overview())).toEqual({
      signUps: was.signUps! + 1,
      bookings: was.bookings! + 1,
      payments: was.payments! + 1,
      refunds: was.refunds! + 1,
      openSupport: was.openSupport! + 1,
      pendingVerifications: was.pendingVerifications! + 1,
      stuckOrders: was.stuckOrders! + 1,
      failedPayouts: was.failedPayouts! + 1,
    });
  });

  it('is for admins only', async () => {
    const client = await addClient(t);
    expect((await t.api.get('/api/admin/overview', { token: client.token })).status).toBe(403);
  });
});

describe("a lawyer's record", () => {
  it('lists their verification decisions newest first and counts the consultations they joined and missed', async () => {
    const lawyer = await addLawyer(t);
    const client = await addClient(t);
    const adminId = demoLogins.find((l) => l.email === 'admin@demo.lexsetu.in')!.id;
    await t.db
      .insertInto('verification_decisions')
      .values([
        {
          id: newId(),
          user_id: lawyer.id,
          admin_id: adminId,
          decision: 'rejected',
          reason: 'Certificate unreadable',
          created_at: '2026-01-01T10:00:00.000Z',
        },
        {
          id: newId(),
          user_id: lawyer.id,
          admin_id: adminId,
          decision: 'verified',
          reason: null,
          created_at: '2026-02-01T10:00:00.000Z',
        },
      ])
      .execute();
    const template = await t.db.selectFrom('bookings').selectAll().executeTakeFirstOrThrow();
    const booking = (i: number, extra: object) => ({
      ...template,
      id: newId(),
      client_id: client.id,
      lawyer_id: lawyer.id,
      start_at: new Date(Date.UTC(2026, 2, 1 + i, 5)).toISOString(),
      end_at: new Date(Date.UTC(2026, 2, 1 + i, 6)).toISOString(),
      date: `2026-03-0${1 + i}`,
      lawyer_joined_at: null,
      cancel_reason: null,
      ...extra,
    });
    const joined = (i: number) =>
      booking(i, {
        status: 'completed',
        lawyer_joined_at: new Date(Date.UTC(2026, 2, 1 + i, 5)).toISOString(),
      });
    const noShow = booking(3, { status: 'cancelled', cancel_reason: 'lawyer_no_show' });
    const missed = booking(4, { status: 'missed' });
    await t.db
      .insertInto('bookings')
      .values([joined(0), joined(1), joined(2), noShow, missed])
      .execute();

    const res = await t.api.get(`/api/admin/verifications/${lawyer.id}/record`, { token: admin });
    expect(res.status).toBe(200);
    const record = lawyerRecordSchema.parse(res.body);
    expect(record.decisions.map((d) => [d.decision, d.reason])).toEqual([
      ['verified', null],
      ['rejected', 'Certificate unreadable'],
    ]);
    expect(record).toMatchObject({ joined: 3, noShows: 2 });
    expect(record.recentNoShows.map((n) => n.bookingId)).toEqual([missed.id, noShow.id]);
  });

  it('answers 404 for someone who is not a lawyer, and 403 to non-admins', async () => {
    const client = await addClient(t);
    expect((await t.api.get(`/api/admin/verifications/${client.id}/record`, { token: admin })).status).toBe(
      404,
    );
    expect(
      (await t.api.get(`/api/admin/verifications/${client.id}/record`, { token: client.token })).status,
    ).toBe(403);
  });
});
