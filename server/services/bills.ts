// Bills & Payments as a use case: the caller's engagements (bookings and requests) with their payment state,
// the four summary cards and spending by month, filtered on the server. Refunds show on their booking and come
// off what the client spent.
import {
  formatRupees,
  missedByOf,
  missedReason,
  moneyEndpoints,
  serviceOrderStatusLabels,
  storedSettings,
  type Bills,
  type Engagement,
  type InputOf,
} from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { shownMention } from '../presenters/mention';
import type { Clock } from '../types';
import { matches, periodStart } from './payments/period';
import { ledgerOf } from './earnings';
import { sortedPage } from './sortedPage';

const modeLabels = { video: 'Video chat', phone: 'Phone call', onsite: 'On-site' } as const;
const requestStatusLabels = { new: 'New', 'on-going': 'On-going', completed: 'Completed' } as const;

const refundWords = {
  pending: 'refund in progress',
  processed: 'refunded',
  failed: 'refund failed',
} as const;

export async function billsOf(
  { db, clock, config }: { db: Db; clock: Clock; config?: { platformFeeBasisPoints: number } },
  me: Pick<UserRow, 'id' | 'email'> & Partial<Pick<UserRow, 'role'>>,
  { query }: InputOf<typeof moneyEndpoints.bills>,
): Promise<Bills> {
  const start = periodStart(query.period, clock.now());

  let bookingQuery = db
    .selectFrom('bookings')
    .innerJoin('users as lawyer', 'lawyer.id', 'bookings.lawyer_id')
    .innerJoin('users as client', 'client.id', 'bookings.client_id')
    .select([
      'bookings.id',
      'bookings.client_id',
      'bookings.lawyer_id',
      'bookings.date',
      'bookings.minutes',
      'bookings.metered_minutes',
      'bookings.mode',
      'bookings.topic',
      'bookings.price_paise',
      'bookings.status',
      'bookings.paid_at',
      'bookings.lawyer_joined_at',
      'lawyer.name as lawyer_name',
      'lawyer.email as lawyer_email',
      'client.name as client_name',
      'client.email as client_email',
      (eb) =>
        eb
          .selectFrom('user_settings')
          .select('data')
          .whereRef('user_settings.user_id', '=', 'bookings.lawyer_id')
          .as('lawyer_settings'),
    ])
    .where((eb) => eb.or([eb('bookings.client_id', '=', me.id), eb('bookings.lawyer_id', '=', me.id)]));
  if (start) bookingQuery = bookingQuery.where('bookings.date', '>=', start);
  const bookings = await bookingQuery.orderBy('bookings.date', 'desc').execute();
  // Money gone back (the refund service): shown on its booking, and taken off what the client spent.
  const refunds = await db
    .selectFrom('refunds')
    .select(['booking_id', 'user_id', 'amount_paise', 'status', 'processed_at'])
    .where('booking_id', 'in', bookings.length ? bookings.map((b) => b.id) : [''])
    .execute();
  const refundOf = refundsBy(refunds, (f) => f.booking_id);
  // A lawyer's sign-in e-mail is private unless they show it (Security & privacy): their client sees the name.
  // Their settings come with each booking row, so this costs no statement per lawyer.
  const lawyersShowingEmail = new Set(
    bookings.filter((b) => storedSettings(b.lawyer_settings).showEmail).map((b) => b.lawyer_id),
  );

  let requestQuery = db
    .selectFrom('requests')
    .leftJoin('users as lawyer', 'lawyer.id', 'requests.assigned_lawyer_id')
    .leftJoin('users as mentioned', 'mentioned.id', 'requests.lawyer_id')
    .select([
      'requests.id',
      'requests.owner_id',
      'requests.title',
      'requests.date',
      'requests.consultation_type',
      'requests.mention',
      'requests.mention_by_profile',
      'mentioned.name as mentioned_name',
      'requests.lawyer_id',
      'requests.assigned_lawyer_id',
      'requests.budget_paise',
      'requests.status',
      'lawyer.name as lawyer_name',
    ])
    .where((eb) =>
      eb.or([eb('requests.owner_id', '=', me.id), eb('requests.assigned_lawyer_id', '=', me.id)]),
    );
  if (start) requestQuery = requestQuery.where('requests.date', '>=', start);
  const requests = await requestQuery.orderBy('requests.date', 'desc').execute();

  // Legal-document orders (services/serviceOrders.ts): the client's purchases and the lawyer's work.
  let orderQuery = db
    .selectFrom('service_orders')
    .leftJoin('users as lawyer', 'lawyer.id', 'service_orders.lawyer_id')
    .innerJoin('users as client', 'client.id', 'service_orders.client_id')
    .select([
      'service_orders.id',
      'service_orders.client_id',
      'service_orders.lawyer_id',
      'service_orders.title',
      'service_orders.status',
      'service_orders.price_paise',
      'service_orders.created_at',
      'lawyer.name as lawyer_name',
      'client.name as client_name',
    ])
    .where((eb) =>
      eb.or([eb('service_orders.client_id', '=', me.id), eb('service_orders.lawyer_id', '=', me.id)]),
    );
  if (start) orderQuery = orderQuery.where('service_orders.created_at', '>=', start);
  const serviceOrders = await orderQuery.execute();
  const orderRefunds = await db
    .selectFrom('refunds')
    .select(['service_order_id', 'user_id', 'amount_paise', 'status', 'processed_at'])
    .where('service_order_id', 'in', serviceOrders.length ? serviceOrders.map((o) => o.id) : [''])
    .execute();
  const orderRefundOf = refundsBy(orderRefunds, (f) => f.service_order_id);
  refunds.push(...orderRefunds.map((f) => ({ ...f, booking_id: null })));

  // The expert serving the caller in an engagement, by user id (an unregistered mention by its e-mail); null
  // when the caller is the one serving: a lawyer's own clients are not experts they engaged.
  type Row = Engagement & { expertKey: string | null; searchText: string[] };
  const engagements: Row[] = [
    ...bookings.map((b): Row => {
      const asClient = b.client_id === me.id;
      const refund = refundOf.get(b.id);
      const paidStatus =
        b.status === 'cancelled'
          ? 'Cancelled'
          : b.status === 'missed'
            ? `Missed · ${missedReason(missedByOf(!!b.lawyer_joined_at), asClient ? 'client' : 'lawyer')}`
            : b.paid_at
              ? 'Paid'
              : b.price_paise === 0
                ? 'Free'
                : 'Pending payment';
      const status = refund
        ? `${paidStatus} · ${refundWords[refund.status]} ${formatRupees(refund.amount_paise)}`
        : paidStatus;
      return {
        _id: b.id,
        kind: 'booking' as const,
        expert: asClient ? b.lawyer_name : b.client_name,
        date: b.date,
        // Metered once the consultation ran (calls and chat); the booked length until then.
        duration: `${b.metered_minutes ?? b.minutes} min`,
        type: modeLabels[b.mode],
        mentioned: asClient
          ? lawyersShowingEmail.has(b.lawyer_id)
            ? b.lawyer_email
            : b.lawyer_name
          : b.client_email,
        budgetPaise: b.price_paise,
        status,
        payable: asClient && paidStatus === 'Pending payment',
        expertKey: asClient && b.lawyer_id !== me.id ? b.lawyer_id : null,
        searchText: [b.lawyer_name, b.client_name, b.topic, modeLabels[b.mode], status],
      };
    }),
    ...requests.map((r): Row => {
      const mention = shownMention(r, r.mentioned_name, me.id);
      return {
        _id: r.id,
        kind: 'request' as const,
        expert: r.lawyer_name ?? mention,
        date: r.date,
        duration: '',
        type: r.consultation_type,
        mentioned: mention,
        budgetPaise: r.budget_paise,
        status: requestStatusLabels[r.status],
        payable: false,
        expertKey:
          r.owner_id !== me.id
            ? null
            : (r.assigned_lawyer_id ??
              r.lawyer_id ??
              (r.mention === me.email ? null : `mention:${r.mention}`)),
        searchText: [
          r.title,
          r.lawyer_name ?? '',
          mention,
          r.consultation_type,
          requestStatusLabels[r.status],
        ],
      };
    }),
    ...serviceOrders.map((o): Row => {
      const asClient = o.client_id === me.id;
      const refund = orderRefundOf.get(o.id);
      const label = serviceOrderStatusLabels[o.status];
      const status = refund
        ? `${label} · ${refundWords[refund.status]} ${formatRupees(refund.amount_paise)}`
        : label;
      return {
        _id: o.id,
        kind: 'document' as const,
        expert: asClient ? (o.lawyer_name ?? 'Awaiting a lawyer') : o.client_name,
        date: o.created_at.slice(0, 10),
        duration: '',
        type: 'Legal document',
        mentioned: o.title,
        budgetPaise: o.price_paise,
        status,
        payable: asClient && o.status === 'awaiting_payment',
        expertKey: asClient && o.lawyer_id && o.lawyer_id !== me.id ? o.lawyer_id : null,
        searchText: [o.title, o.lawyer_name ?? '', o.client_name, 'Legal document', status],
      };
    }),
  ]
    .filter((e) => matches(query.q, ...e.searchText))
    .sort((a, b) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id));

  let paymentQuery = db
    .selectFrom('payments')
    .select(['amount_paise', 'created_at'])
    .where('user_id', '=', me.id);
  if (start) paymentQuery = paymentQuery.where('created_at', '>=', start);
  const payments = await paymentQuery.orderBy('created_at').execute();
  // What the client spent, net of what came back: a refund comes off the month it was made in, so the months
  // add up to the Total spendings card.
  const refunded = refunds.filter(
    (f) => f.user_id === me.id && f.status === 'processed' && (!start || f.processed_at! >= start),
  );
  const byMonth = new Map<string, number>();
  const add = (at: string, paise: number) =>
    byMonth.set(at.slice(0, 7), (byMonth.get(at.slice(0, 7)) ?? 0) + paise);
  for (const p of payments) add(p.created_at, p.amount_paise);
  for (const f of refunded) add(f.processed_at!, -f.amount_paise);
  const pending = engagements.filter((e) => e.payable);
  // The cards and the chart count every engagement; the table gets a page of them (dates are days: the cursor
  // names the day's start).
  const page = sortedPage(
    engagements.map(({ expertKey: _k, searchText: _s, ...e }) => e),
    query,
    (e) => ({ at: `${e.date}T00:00:00.000Z`, id: e._id }),
  );
  const shown = { engagements: page.rows, nextCursor: page.nextCursor };
  if (me.role === 'professional') {
    // A lawyer's side: what they earned (the ledger's net), never what they spent; their clients' bookings not
    // yet paid are money to be received.
    const lines = (await ledgerOf(db, me.id, config?.platformFeeBasisPoints ?? 0)).filter(
      (l) => !start || l.date >= start,
    );
    const earned = new Map<string, number>();
    for (const l of lines) earned.set(l.date.slice(0, 7), (earned.get(l.date.slice(0, 7)) ?? 0) + l.netPaise);
    const unpaid = bookings.filter(
      (b) => b.lawyer_id === me.id && b.status !== 'cancelled' && !b.paid_at && b.price_paise > 0,
    );
    return {
      summary: { totalSpendingsPaise: 0, pendingPayments: 0, amountToBePaidPaise: 0, totalExperts: 0 },
      monthly: [...earned].sort().map(([month, amountPaise]) => ({ month, amountPaise })),
      ...shown,
      view: 'lawyer',
      earnings: {
        totalEarningsPaise: lines.reduce((sum, l) => sum + l.netPaise, 0),
        pendingPayments: unpaid.length,
        amountToBeReceivedPaise: unpaid.reduce((sum, b) => sum + b.price_paise, 0),
        totalClients: new Set(bookings.filter((b) => b.lawyer_id === me.id).map((b) => b.client_id)).size,
      },
    } satisfies Bills;
  }

  return {
    summary: {
      totalSpendingsPaise: [...byMonth.values()].reduce((sum, paise) => sum + paise, 0),
      pendingPayments: pending.length,
      amountToBePaidPaise: pending.reduce((sum, e) => sum + (e.budgetPaise ?? 0), 0),
      totalExperts: new Set(
        engagements.map((e) => e.expertKey).filter((key) => key !== null && key !== me.id),
      ).size,
    },
    monthly: [...byMonth].sort().map(([month, amountPaise]) => ({ month, amountPaise })),
    ...shown,
    view: 'client',
    earnings: null,
  } satisfies Bills;
}

/**
 * A payment's refunds as one (an admin's exception beside the policy's, migration 036): their sum, still pending
 * while any is, failed while any failed and none is pending.
 */
function refundsBy<R extends { amount_paise: number; status: 'pending' | 'processed' | 'failed' }>(
  rows: R[],
  keyOf: (row: R) => string | null,
): Map<string | null, R> {
  const byKey = new Map<string | null, R>();
  const rank = { pending: 2, failed: 1, processed: 0 } as const;
  for (const row of rows) {
    const seen = byKey.get(keyOf(row));
    byKey.set(
      keyOf(row),
      seen
        ? {
            ...seen,
            amount_paise: seen.amount_paise + row.amount_paise,
            status: rank[row.status] > rank[seen.status] ? row.status : seen.status,
          }
        : row,
    );
  }
  return byKey;
}
