// GET /api/admin/overview: the console's front page. Today's figures count the Indian (IST) day so far; the
// rest is what waits for an admin now. One aggregate statement for the counts, and the catalogue's own rule for
// stuck document orders (their working hours are counted in code): three statements in all.
import type { AdminOverview, OverviewFigureName } from '@contract';
import { istDay, istMidnight } from '@contract/istCalendar';
import type { Db } from '../db/connection';
import type { Clock } from '../types';
import { stuckRows } from './serviceOrders/queries';

/** The console list each figure links to. */
export const overviewPaths: Record<OverviewFigureName, string> = {
  signUps: '/dashboard/admin/users',
  bookings: '/dashboard/admin/payments',
  payments: '/dashboard/admin/payments',
  refunds: '/dashboard/admin/payments',
  openSupport: '/dashboard/admin/support',
  pendingVerifications: '/dashboard/admin/verifications',
  stuckOrders: '/dashboard/admin/services',
  failedPayouts: '/dashboard/admin/payouts',
};

export async function adminOverview({ db, clock }: { db: Db; clock: Clock }): Promise<AdminOverview> {
  const now = clock.now();
  const day = istDay(now);
  const from = istMidnight(day);
  const until = new Date(Date.parse(from) + 86_400_000).toISOString();
  const [counts, stuck] = await Promise.all([
    db
      .selectNoFrom((eb) => {
        const today = (table: 'users' | 'bookings' | 'payments' | 'refunds') =>
          eb
            .selectFrom(table)
            .where('created_at', '>=', from)
            .where('created_at', '<', until)
            .select((s) => s.fn.countAll<number>().as('n'));
        return [
          today('users').as('signUps'),
          today('bookings').as('bookings'),
          today('payments').as('payments'),
          today('refunds').as('refunds'),
          // New messages are the ones waiting for an answer; answered ones wait for the sender.
          eb
            .selectFrom('support_tickets')
            .where('status', '=', 'new')
            .select((s) => s.fn.countAll<number>().as('n'))
            .as('openTickets'),
          eb
            .selectFrom('contact_messages')
            .where('status', '=', 'new')
            .select((s) => s.fn.countAll<number>().as('n'))
            .as('openContacts'),
          eb
            .selectFrom('lawyer_profiles')
            .where('verification_status', '=', 'pending')
            .select((s) => s.fn.countAll<number>().as('n'))
            .as('pendingVerifications'),
          eb
            .selectFrom('payouts')
            .where('status', '=', 'failed')
            .select((s) => s.fn.countAll<number>().as('n'))
            .as('failedPayouts'),
        ];
      })
      .executeTakeFirstOrThrow(),
    stuckRows(db, now),
  ]);
  const n = (value: unknown) => Number(value ?? 0);
  const figures: Record<OverviewFigureName, number> = {
    signUps: n(counts.signUps),
    bookings: n(counts.bookings),
    payments: n(counts.payments),
    refunds: n(counts.refunds),
    openSupport: n(counts.openTickets) + n(counts.openContacts),
    pendingVerifications: n(counts.pendingVerifications),
    stuckOrders: stuck.unclaimed.length + stuck.overdue.length,
    failedPayouts: n(counts.failedPayouts),
  };
  return {
    day,
    figures: (Object.keys(figures) as OverviewFigureName[]).map((name) => ({
      name,
      count: figures[name],
      path: overviewPaths[name],
    })),
  };
}
