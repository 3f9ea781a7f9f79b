// Activities as a use case (GET /api/transactions): the caller's requests (created, accepted, completed),
// bookings, payments, refunds and documents as rows with type (the spec's two icons, and refunds), title,
// description, date — written in the reader's language (server/i18n/catalogues/activities).
import { formatRupees, moneyEndpoints, type Activity, type InputOf } from '@contract';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { textIn, type ActivityKey, type Locale, type MessageId, type Values } from '../i18n';
import { shownMention } from '../presenters/mention';
import type { Clock } from '../types';
import type { Page } from './paging';
import { matches, periodStart } from './payments/period';
import { sortedPage } from './sortedPage';

/** Only refund rows carry a status and the payment they return. */
type Row = Omit<Activity, 'status' | 'paymentId'> & Partial<Pick<Activity, 'status' | 'paymentId'>>;

const refundTitles = {
  pending: 'activity_refund_pending',
  processed: 'activity_refund_processed',
  failed: 'activity_refund_failed',
} as const satisfies Record<string, ActivityKey>;
const refundReasons = {
  unused_minutes: 'activity_refund_unused_minutes',
  plan_cancelled: 'activity_refund_plan_cancelled',
  client: 'activity_refund_client',
  lawyer: 'activity_refund_lawyer',
  declined: 'activity_refund_declined',
  unpaid: 'activity_refund_unpaid',
  lawyer_no_show: 'activity_refund_lawyer_no_show',
  suspended: 'activity_refund_suspended',
  service_order_cancelled: 'activity_refund_service_order_cancelled',
  paid_twice: 'activity_refund_paid_twice',
  exception: 'activity_refund_exception',
  wallet_unused: 'activity_refund_wallet_unused',
} as const satisfies Record<string, ActivityKey>;
const modes = {
  video: 'activity_mode_video',
  phone: 'activity_mode_phone',
  onsite: 'activity_mode_onsite',
} as const satisfies Record<string, ActivityKey>;
const requestTypes: Record<string, ActivityKey> = {
  Online: 'activity_type_online',
  'On-site': 'activity_type_onsite',
};
const orderStatuses = {
  awaiting_payment: 'activity_order_awaiting_payment',
  awaiting_lawyer: 'activity_order_awaiting_lawyer',
  in_progress: 'activity_order_in_progress',
  revision_requested: 'activity_order_revision_requested',
  delivered: 'activity_order_delivered',
  cancelled: 'activity_order_cancelled',
} as const satisfies Record<string, ActivityKey>;

export async function activitiesOf(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { query }: InputOf<typeof moneyEndpoints.activities>,
  locale: Locale = 'en',
): Promise<Page<Activity>> {
  const rows: Row[] = [];
  const say = (id: MessageId, values?: Values) => textIn(locale, id, values);

  const requests = await db
    .selectFrom('requests')
    .leftJoin('users as mentioned', 'mentioned.id', 'requests.lawyer_id')
    .selectAll('requests')
    .select('mentioned.name as mentioned_name')
    .where((eb) => eb.or([eb('owner_id', '=', me.id), eb('assigned_lawyer_id', '=', me.id)]))
    .execute();
  for (const r of requests) {
    const budget =
      r.budget_paise === null ? '' : ` ${say('activity_budget', { amount: formatRupees(r.budget_paise) })}`;
    const type = requestTypes[r.consultation_type];
    if (r.owner_id === me.id)
      rows.push({
        _id: `request-created-${r.id}`,
        type: 'request',
        category: 'Request',
        title: say('activity_request_created', { title: r.title }),
        description:
          say('activity_request_details', {
            type: type ? say(type) : r.consultation_type,
            day: { day: r.date },
            timing: r.timing,
            mention: shownMention(r, r.mentioned_name, me.id),
          }) + budget,
        date: r.created_at,
        amountPaise: r.budget_paise,
      });
    // The request keeps one status timestamp (updated_at): the latest step is listed with it.
    if (r.status !== 'new')
      rows.push({
        _id: `request-${r.status}-${r.id}`,
        type: 'request',
        category: 'Request',
        title: say(r.status === 'completed' ? 'activity_request_completed' : 'activity_request_accepted', {
          title: r.title,
        }),
        description: say(
          r.status === 'completed'
            ? 'activity_request_completed_details'
            : 'activity_request_accepted_details',
        ),
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
      title: say(b.status === 'cancelled' ? 'activity_booking_cancelled' : 'activity_booking_booked', {
        name: other,
      }),
      description: say('activity_booking_details', {
        topic: b.topic || say('activity_consultation'),
        mode: say(modes[b.mode]),
        when: { day: b.date, slot: b.slot },
      }),
      date: b.created_at,
      amountPaise: b.price_paise,
    });
  }

  const payments = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .leftJoin('bookings', 'bookings.id', 'payment_orders.booking_id')
    .leftJoin('users as lawyer', 'lawyer.id', 'bookings.lawyer_id')
    .leftJoin('service_orders', 'service_orders.id', 'payment_orders.service_order_id')
    .select([
      'payments.id',
      'payments.amount_paise',
      'payments.created_at',
      'payment_orders.description',
      'payment_orders.plan',
      'bookings.date',
      'bookings.slot',
      'lawyer.name as lawyer_name',
      'service_orders.title as order_title',
    ])
    .where('payments.user_id', '=', me.id)
    .execute();
  // What each payment was for, in the reader's language (the stored description is the English record).
  const paidFor = new Map(
    payments.map((p) => {
      const about = p.plan
        ? say(p.plan === 'monthly' ? 'payment_for_plan_monthly' : 'payment_for_plan_yearly')
        : p.date && p.slot && p.lawyer_name
          ? say('payment_for_consultation', { lawyer: p.lawyer_name, when: { day: p.date, slot: p.slot } })
          : p.order_title
            ? say('payment_for_document_package', { title: p.order_title })
            : p.description;
      return [p.id, about];
    }),
  );
  for (const p of payments)
    rows.push({
      _id: `payment-${p.id}`,
      type: 'payment',
      category: 'Payment',
      title: say('activity_payment', { amount: formatRupees(p.amount_paise) }),
      description: paidFor.get(p.id)!,
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
      title: say('activity_ordered', { title: o.title }),
      description: say(orderStatuses[o.status]),
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
      title: say(refundTitles[f.status], { amount: formatRupees(f.amount_paise) }),
      description: say('activity_refund_details', {
        reason: say(refundReasons[f.reason]),
        what: paidFor.get(f.payment_id) ?? f.description,
      }),
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
      title: say('activity_document_uploaded', { name: d.original_name }),
      description: d.description || say('activity_document_details'),
      date: d.created_at,
      amountPaise: null,
    });

  const start = periodStart(query.period, clock.now());
  const byDate = (a: Row, b: Row) => b.date.localeCompare(a.date) || b._id.localeCompare(a._id);
  const sorts: Record<typeof query.sort, (a: Row, b: Row) => number> = {
    'By date': byDate,
    'By amount': (a, b) => (b.amountPaise ?? -1) - (a.amountPaise ?? -1) || byDate(a, b),
    'By category': (a, b) => a.category.localeCompare(b.category) || byDate(a, b),
    'By type': (a, b) => a.type.localeCompare(b.type) || byDate(a, b),
  };
  const shown = rows
    .filter((r) => (!start || r.date >= start) && matches(query.q, r.title, r.description, r.category))
    .sort(sorts[query.sort])
    .map((r): Activity => ({ status: null, paymentId: null, ...r }));
  // Searched over the words shown, so put together whole (6 statements at any length) and then paged.
  return sortedPage(shown, query, (r) => ({ at: r.date, id: r._id }));
}
