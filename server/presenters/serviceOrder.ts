// A legal-document order as it leaves the API: `_id`, ISO dates, paise, its timeline in words, and what the
// caller may do now. A lawyer looking at an open order in their queue (a candidate) sees the package, not the
// client's answers or files.
import { serviceOrderStatusLabels, type Question, type ServiceOrder } from '@contract';
import type { Db } from '../db/connection';
import type { ServiceOrdersTable } from '../db/schema';

export interface Viewer {
  id: string;
  as: 'client' | 'lawyer' | 'admin' | 'candidate';
}

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

const eventText = (kind: string, actor: string, note: string): string => {
  switch (kind) {
    case 'created':
      return 'Order placed';
    case 'paid':
      return 'Paid';
    case 'details':
      return 'Details sent';
    case 'draft':
      return 'First draft generated from the answers';
    case 'accepted':
      return `Accepted by ${actor}`;
    case 'call':
      return `Call booked for ${note}`;
    case 'delivered':
      return `Delivered ${note}`;
    case 'revision':
      return `Revision requested: ${note}`;
    case 'approved':
      return `Approved ${note}; the document was e-mailed`;
    case 'cancelled':
      return 'Cancelled';
    case 'refund':
      return `Refund of ${note} started`;
    case 'unclaimed':
      return 'No lawyer yet: admins were told';
    case 'overdue':
      return 'Turnaround passed: client and lawyer were told';
    default:
      return serviceOrderStatusLabels[kind as keyof typeof serviceOrderStatusLabels] ?? kind;
  }
};

export async function presentServiceOrder(
  db: Db,
  row: ServiceOrdersTable,
  viewer: Viewer,
): Promise<ServiceOrder> {
  const service = await db
    .selectFrom('services')
    .select(['id', 'slug', 'category'])
    .where('id', '=', row.service_id)
    .executeTakeFirstOrThrow();
  const people = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', [row.client_id, row.lawyer_id ?? row.client_id])
    .execute();
  const nameOf = (id: string | null) => people.find((p) => p.id === id)?.name ?? '';
  const candidate = viewer.as === 'candidate';
  const files = candidate
    ? []
    : await db
        .selectFrom('service_order_files')
        .selectAll()
        .where('order_id', '=', row.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
  const events = candidate
    ? []
    : await db
        .selectFrom('service_order_events')
        .leftJoin('users', 'users.id', 'service_order_events.actor_id')
        .select([
          'service_order_events.kind',
          'service_order_events.note',
          'service_order_events.at',
          'users.name as actor',
        ])
        .where('service_order_events.order_id', '=', row.id)
        .orderBy('service_order_events.at')
        .orderBy('service_order_events.id')
        .execute();
  const call =
    row.call_booking_id && !candidate
      ? await db
          .selectFrom('bookings')
          .select(['id', 'start_at'])
          .where('id', '=', row.call_booking_id)
          .executeTakeFirst()
      : undefined;
  const deliveries = files.filter((f) => f.kind === 'delivery' || f.kind === 'draft');
  const versionsDelivered = files.filter((f) => f.kind === 'delivery').length;
  const isClient = viewer.as === 'client';
  const isLawyer = viewer.as === 'lawyer';
  const working = row.status === 'in_progress' || row.status === 'revision_requested';
  const freshVersion = row.status === 'in_progress' && versionsDelivered > row.revisions_used;
  const reviewed =
    row.status === 'delivered' && isClient
      ? !!(await db
          .selectFrom('reviews')
          .select('id')
          .where('service_order_id', '=', row.id)
          .executeTakeFirst())
      : true;
  return {
    _id: row.id,
    status: row.status,
    service: {
      _id: service.id,
      slug: service.slug,
      title: row.title,
      category: service.category,
    },
    pricePaise: row.price_paise,
    turnaroundDays: row.turnaround_days,
    revisionsAllowed: row.revisions_allowed,
    revisionsUsed: row.revisions_used,
    questionnaire: parse<Question[]>(row.questionnaire, []),
    answers: candidate ? {} : parse<Record<string, string>>(row.answers, {}),
    files: files
      .filter((f) => f.kind === 'answer')
      .map((f) => ({
        _id: f.id,
        name: f.original_name,
        size: f.size,
        createdAt: f.created_at,
        questionId: f.question_id ?? '',
      })),
    deliveries: deliveries
      // The generated draft is the lawyer's starting point, not a version for the client.
      .filter((f) => f.kind === 'delivery' || !isClient)
      .map((f) => ({
        _id: f.id,
        name: f.original_name,
        size: f.size,
        createdAt: f.created_at,
        version: f.version ?? 0,
        note: f.note,
        kind: f.kind === 'draft' ? ('draft' as const) : ('delivery' as const),
      })),
    timeline: events.map((e) => ({
      kind: e.kind,
      text: eventText(e.kind, e.actor ?? '', e.note),
      at: e.at,
      actor: e.actor ?? 'LexSetu',
    })),
    client: { _id: row.client_id, name: candidate ? 'Client' : nameOf(row.client_id) },
    lawyer: row.lawyer_id ? { _id: row.lawyer_id, name: nameOf(row.lawyer_id) } : null,
    call: call ? { bookingId: call.id, start: call.start_at } : null,
    paidAt: row.paid_at,
    detailsAt: row.details_at,
    acceptedAt: row.accepted_at,
    dueAt: row.due_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    can: {
      pay: isClient && row.status === 'awaiting_payment',
      answer: isClient && row.status === 'awaiting_lawyer' && !row.lawyer_id,
      accept: candidate && row.status === 'awaiting_lawyer' && !row.lawyer_id && !!row.details_at,
      bookCall: isClient && working && !!row.lawyer_id && !row.call_booking_id,
      deliver: isLawyer && working,
      revise: isClient && freshVersion && row.revisions_used < row.revisions_allowed,
      approve: isClient && freshVersion,
      cancel:
        isClient && (row.status === 'awaiting_payment' || row.status === 'awaiting_lawyer') && !row.lawyer_id,
      review: isClient && row.status === 'delivered' && !reviewed,
    },
  };
}
