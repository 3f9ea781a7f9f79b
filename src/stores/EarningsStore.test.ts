// The private calendar feed as the earnings store keeps it over the real API client: the address read, a new one
// replacing it, Revoke ending it, a refused change leaving it as it was, and nothing kept after sign-out.
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { EarningsStore } from './EarningsStore';

function open(route: FakeRoute) {
  const calls: string[] = [];
  const { api } = createFakeApi((request) => {
    calls.push(`${request.method} ${request.path}`);
    return route(request);
  });
  return { earnings: new EarningsStore(api), calls };
}

describe('EarningsStore calendar feed', () => {
  it('reads the address, makes a new one and revokes it', async () => {
    const { earnings, calls } = open(({ method }) => {
      if (method === 'GET') return jsonReply(200, { url: '/api/calendar/old.ics' });
      if (method === 'POST') return jsonReply(200, { url: '/api/calendar/new.ics' });
      return jsonReply(200, { message: 'Revoked.' });
    });
    await earnings.calendarFeed.load();
    expect(earnings.calendarFeed.data).toEqual({ url: '/api/calendar/old.ics' });
    await expect(earnings.newCalendarFeed()).resolves.toEqual({ url: '/api/calendar/new.ics' });
    expect(earnings.calendarFeed.data).toEqual({ url: '/api/calendar/new.ics' });
    await earnings.revokeCalendarFeed();
    expect(earnings.calendarFeed).toMatchObject({ state: 'ready', data: { url: null } });
    expect(calls).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed', 'DELETE /api/calendar-feed']);
  });

  it('keeps the address when a change is refused, and forgets it at sign-out', async () => {
    const { earnings } = open(({ method }) =>
      method === 'GET'
        ? jsonReply(200, { url: '/api/calendar/old.ics' })
        : jsonReply(503, { message: 'Try later.', code: 'unavailable' }),
    );
    await earnings.calendarFeed.load();
    await expect(earnings.newCalendarFeed()).rejects.toMatchObject({ serverMessage: 'Try later.' });
    await expect(earnings.revokeCalendarFeed()).rejects.toMatchObject({ status: 503 });
    expect(earnings.calendarFeed.data).toEqual({ url: '/api/calendar/old.ics' });
    earnings.reset();
    expect(earnings.calendarFeed).toMatchObject({ state: 'idle', data: undefined });
    expect(earnings.earnings).toMatchObject({ state: 'idle', data: undefined });
  });
});

describe("EarningsStore admins' payouts", () => {
  const failed = (id: string) => ({
    _id: id,
    lawyerId: 'l1',
    lawyerName: 'Adv. Rohan Mehta',
    week: '2030-01-07',
    amountPaise: 50000,
    status: 'failed',
    accountMasked: 'XXXXXXXX9012',
    attempts: 1,
    failure: 'Beneficiary bank is down',
    createdAt: '2030-01-07T04:00:00.000Z',
    paidAt: null,
    tds: [],
  });
  const due = [{ _id: 'l2', lawyerName: 'Adv. Meera Iyer', balancePaise: 1000, accountMasked: null }];

  it('appends the next page of failed payouts, and a retry reloads as many as are shown', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `p${i}`);
    const { earnings, calls } = open(({ method, path }) => {
      if (method === 'POST') return jsonReply(200, { ...failed('p0'), status: 'paid' });
      if (path.includes('cursor=c1'))
        return jsonReply(200, { due, items: ids.slice(20).map(failed), nextCursor: null });
      if (path.includes('limit=25')) return jsonReply(200, { due, items: ids.map(failed), nextCursor: null });
      return jsonReply(200, { due, items: ids.slice(0, 20).map(failed), nextCursor: 'c1' });
    });
    await earnings.due.load();
    await earnings.moreFailed.load();
    expect(earnings.due.data?.items.map((p) => p._id)).toEqual(ids);
    expect(earnings.due.data?.due).toEqual(due);
    await earnings.retry('p0');
    expect(earnings.due.data?.items).toHaveLength(25);
    expect(calls).toEqual([
      'GET /api/admin/payouts',
      'GET /api/admin/payouts?cursor=c1',
      'POST /api/admin/payouts/p0/retry',
      'GET /api/admin/payouts?limit=25',
    ]);
  });
});
