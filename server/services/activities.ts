// Activities as a use case (GET /api/transactions): the caller's requests (created, accepted, completed),
// bookings, payments, refunds and documents as rows with type (the spec's two icons, and refunds), title,
// description, date.
import {
  bookedTimeLabel,
  dayLabel,
  formatRupees,
  moneyEndpoints,
  serviceOrderStatusLabels,
  type Activity,
  type InputOf,
} from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { shownMention } from '../presenters/mention';
import type { Clock } from '../types';
import { matches, periodStart } from './payments/period';

/** Only refund rows carry a status and the payment they return. */
type Row = Omit<Activity, 'status' | 'paymentId'> & Partial<Pick<Activity, 'status' | 'paymentId'>>;

const refundStatusWords = { pending: 'in progress', processed: 'processed', failed: 'failed' } as const;
const refundReasonWords = {
  unused_minutes: 'Unused minutes',
  plan_cancelled: 'Premium cancelled: the unused days',
  client: 'You cancelled',
  lawyer: 'The lawyer cancelled',
  declined: 'The lawyer declined',
  unpaid: 'Paid after the slot was released',
  lawyer_no_show: 'The lawyer did not join',
  service_order_cancelled: 'You cancelled the document order',
  paid_twice: 'Paid twice: the second payment',
} as const;

const modeLabels = { video: 'video chat', phone: 'phone call', onsite: 'on-site meeting' } as const;

export async function activitiesOf(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { query }: InputOf<typeof moneyEndpoints.activities>,
): Promise<Activity[]> {
  const rows: Row[] = [];

  const requests = await db
    .selectFrom('requests')
    .leftJoin('users as mentioned', 'mentioned.id', 'requests.lawyer_id')
    .selectAll('requests')
    .select('mentioned.name as mentioned_name')
    .where((eb) => eb.or([eb('owner_id', '=', me.id), eb('assigned_lawyer_id', '=', me.id)]))
    .execute();
  for (const r of requests) {
    const budget = r.budget_paise === null ? '' : ` Budget ${formatRupees(r.budget_paise)}.`;
    if (r.owner_id === me.id)
      rows.push({
        _id: `request-created-${r.id}`,
        type: 'request',
        category: 'Request',
        title: `Request created: ${r.title}`,
        description: `${r.consultation_type} consultation on ${dayLabel(r.date)} at ${r.timing}, mentioning ${shownMention(r, r.mentioned_name, me.id)}.${budget}`,
        date: r.created_at,
        amountPaise: r.budget_paise,
      });
    // The request keeps one status timestamp (updated_at): the latest step is listed with it.
    if (r.status !== 'new')
      rows.push({
        _id: `request-${r.status}-${r.id}`,
        type: 'request',
        category: 'Request',
        title: `${r.status === 'completed' ? 'Request completed' : 'Request accepted'}: ${r.title}`,
        description:
          r.status === 'completed'
            ? 'The consultation request was marked completed.'
            : 'A legal expert accepted the request.',
        date: r.updated_at,
        amountPaise: r.budget_paise,
      });
  }

  const bookings = await db
    .selectFrom('bookings')
    .innerJoin('users as lawyer', 'lawyer.id', 'bookings.lawyer_id')
    .innerJoin('users as client', 'client.id', 'bookings.client_id')
    .select([
      'bookings.id',
      'bookings.client_id',
      'bookings.date',
      'bookings.slot',
      'bookings.mode',
      'bookings.topic',
      'bookings.price_paise',
      'bookings.status',
      'bookings.created_at',
      'lawyer.name as lawyer_name',
      'client.name as client_name',
    ])
    .where((eb) => eb.or([eb('bookings.client_id', '=', me.id), eb('bookings.lawyer_id', '=', me.id)]))
    .execute();
  for (const b of bookings) {
    const other = b.client_id === me.id ? b.lawyer_name : b.client_name;
    rows.push({
      _id: `booking-${b.id}`,
      type: 'request',
      category: 'Booking',
      title: `Consultation ${b.status === 'cancelled' ? 'cancelled' : 'booked'} with ${other}`,
      description: `${b.topic || 'Consultation'}: ${modeLabels[b.mode]} on ${bookedTimeLabel(b.date, b.slot)}.`,
      date: b.created_at,
      amountPaise: b.price_paise,
    });
  }

  const payments = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.amount_paise', 'payments.created_at', 'payment_orders.description'])
    .where('payments.user_id', '=', me.id)
    .execute();
  for (const p of payments)
    rows.push({
      _id: `payment-${p.id}`,
      type: 'payment',
      category: 'Payment',
      title: `Payment of ${formatRupees(p.amount_paise)}`,
      description: p.description,
      date: p.created_at,
      amountPaise: p.amount_paise,
    });

  // Legal-document orders the caller placed (their payments and refunds are rows of their own).
  const serviceOrders = await db
    .selectFrom('service_orders')
    .select(['id', 'title', 'status', 'price_paise', 'created_at'])
    .where('client_id', '=', me.id)
    .execute();
  for (const o of serviceOrders)
    rows.push({
      _id: `service-order-${o.id}`,
      type: 'request',
      category: 'Legal document',
      title: `Ordered ${o.title}`,
      description: serviceOrderStatusLabels[o.status],
      date: o.created_at,
      amountPaise: o.price_paise,
    });

  const refunds = await db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select([
      'refunds.id',
      'refunds.payment_id',
      'refunds.amount_paise',
      'refunds.status',
      'refunds.reason',
      'refunds.created_at',
      'refunds.processed_at',
      'payment_orders.description',
    ])
    .where('refunds.user_id', '=', me.id)
    .execute();
  for (const f of refunds)
    rows.push({
      _id: `refund-${f.id}`,
      type: 'refund',
      category: 'Refund',
      title: `Refund of ${formatRupees(f.amount_paise)} ${refundStatusWords[f.status]}`,
      description: `${refundReasonWords[f.reason]}: ${f.description}`,
      date: f.processed_at ?? f.created_at,
      amountPaise: f.amount_paise,
      status: f.status,
      paymentId: f.payment_id,
    });

  const documents = await db
    .selectFrom('documents')
    .select(['id', 'original_name', 'description', 'created_at'])
    .where('user_id', '=', me.id)
    .execute();
  for (const d of documents)
    rows.push({
      _id: `document-${d.id}`,
      type: 'request',
      category: 'Document',
      title: `Document uploaded: ${d.original_name}`,
      description: d.description || 'Uploaded to your documents.',
      date: d.created_at,
      amountPaise: null,
    });

  const start = periodStart(query.period, clock.now());
  const byDate = (a: Row, b: Row) => b.date.localeCompare(a.date);
  const sorts: Record<typeof query.sort, (a: Row, b: Row) => number> = {
    'By date': byDate,
    'By amount': (a, b) => (b.amountPaise ?? -1) - (a.amountPaise ?? -1) || byDate(a, b),
    'By category': (a, b) => a.category.localeCompare(b.category) || byDate(a, b),
    'By type': (a, b) => a.type.localeCompare(b.type) || byDate(a, b),
  };
  return rows
    .filter((r) => (!start || r.date >= start) && matches(query.q, r.title, r.description, r.category))
    .sort(sorts[query.sort])
    .map((r): Activity => ({ status: null, paymentId: null, ...r }));
}
