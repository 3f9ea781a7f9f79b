// Document orders as they leave the API: `_id`, ISO dates, paise, the timeline in words, and what the caller may
// do now (the state machine's `canX`). A list is presented in one batch, a fixed number of queries whatever its
// length. A lawyer looking at an open order in their queue (a candidate) sees the package, not the client's
// answers or files, nor the client's id (it would fetch their photo).
import { serviceOrderStatusLabels, type Question, type ServiceOrder } from '@contract';
import type { Db } from '../db/connection';
import type { ServiceOrderFilesTable, ServiceOrdersTable } from '../db/schema';
import {
  canAccept,
  canAnswer,
  canApprove,
  canBookCall,
  canCancel,
  canDeliver,
  canPay,
  canReview,
  canRevise,
  type Viewer,
} from '../services/serviceOrders/stateMachine';

export type { Viewer } from '../services/serviceOrders/stateMachine';

/** An order and who looks at it. */
export interface Seen {
  row: ServiceOrdersTable;
  viewer: Viewer;
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

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** Groups rows by an order id. */
function byOrder<R>(rows: R[], orderOf: (row: R) => string): Map<string, R[]> {
  const map = new Map<string, R[]>();
  for (const row of rows) map.set(orderOf(row), [...(map.get(orderOf(row)) ?? []), row]);
  return map;
}

/** What the orders in view need besides their rows: one query per table, for all of them at once. */
async function related(db: Db, seen: Seen[]) {
  const rows = seen.map((s) => s.row);
  // Candidates see neither the files, the timeline nor the call.
  const full = seen.filter((s) => s.viewer.as !== 'candidate').map((s) => s.row);
  const fullIds = full.map((r) => r.id);
  const serviceIds = unique(rows.map((r) => r.service_id));
  const peopleIds = unique(rows.flatMap((r) => [r.client_id, r.lawyer_id]));
  const callIds = unique(full.map((r) => r.call_booking_id));
  const reviewable = unique(
    seen.filter((s) => s.viewer.as === 'client' && s.row.status === 'delivered').map((s) => s.row.id),
  );
  // One after another: a list holds one pooled connection at a time.
  const services = serviceIds.length
    ? await db
        .selectFrom('services')
        .select(['id', 'slug', 'category'])
        .where('id', 'in', serviceIds)
        .execute()
    : [];
  const people = peopleIds.length
    ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', peopleIds).execute()
    : [];
  const files = fullIds.length
    ? await db
        .selectFrom('service_order_files')
        .selectAll()
        .where('order_id', 'in', fullIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  const events = fullIds.length
    ? await db
        .selectFrom('service_order_events')
        .leftJoin('users', 'users.id', 'service_order_events.actor_id')
        .select([
          'service_order_events.order_id',
          'service_order_events.kind',
          'service_order_events.note',
          'service_order_events.at',
          'users.name as actor',
        ])
        .where('service_order_events.order_id', 'in', fullIds)
        .orderBy('service_order_events.at')
        .orderBy('service_order_events.id')
        .execute()
    : [];
  const calls = callIds.length
    ? await db.selectFrom('bookings').select(['id', 'start_at']).where('id', 'in', callIds).execute()
    : [];
  const reviews = reviewable.length
    ? await db
        .selectFrom('reviews')
        .select('service_order_id')
        .where('service_order_id', 'in', reviewable)
        .execute()
    : [];
  return {
    services: new Map(services.map((s) => [s.id, s])),
    names: new Map(people.map((p) => [p.id, p.name])),
    files: byOrder(files, (f) => f.order_id),
    events: byOrder(events, (e) => e.order_id),
    calls: new Map(calls.map((c) => [c.id, c.start_at])),
    reviewed: new Set(reviews.map((r) => r.service_order_id)),
  };
}

function present({ row, viewer }: Seen, with_: Awaited<ReturnType<typeof related>>): ServiceOrder {
  const candidate = viewer.as === 'candidate';
  const isClient = viewer.as === 'client';
  const service = with_.services.get(row.service_id);
  // Packages are retired, never deleted: a missing one is a broken database, not a caller's mistake.
  if (!service) throw new Error(`The package ${row.service_id} of order ${row.id} is missing.`);
  const files: ServiceOrderFilesTable[] = candidate ? [] : (with_.files.get(row.id) ?? []);
  const events = candidate ? [] : (with_.events.get(row.id) ?? []);
  const callStart = !candidate && row.call_booking_id ? with_.calls.get(row.call_booking_id) : undefined;
  const versionsDelivered = files.filter((f) => f.kind === 'delivery').length;
  const nameOf = (id: string) => with_.names.get(id) ?? '';
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
    deliveries: files
      // The generated draft is the lawyer's starting point, not a version for the client.
      .filter((f) => f.kind === 'delivery' || (f.kind === 'draft' && !isClient))
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
    client: candidate ? { _id: null, name: 'Client' } : { _id: row.client_id, name: nameOf(row.client_id) },
    lawyer: row.lawyer_id ? { _id: row.lawyer_id, name: nameOf(row.lawyer_id) } : null,
    call: callStart && row.call_booking_id ? { bookingId: row.call_booking_id, start: callStart } : null,
    paidAt: row.paid_at,
    detailsAt: row.details_at,
    acceptedAt: row.accepted_at,
    dueAt: row.due_at,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
    can: {
      pay: canPay(row, viewer),
      answer: canAnswer(row, viewer),
      accept: canAccept(row, viewer),
      bookCall: canBookCall(row, viewer),
      deliver: canDeliver(row, viewer),
      revise: canRevise(row, viewer, versionsDelivered),
      approve: canApprove(row, viewer, versionsDelivered),
      cancel: canCancel(row, viewer),
      review: canReview(row, viewer, with_.reviewed.has(row.id)),
    },
  };
}

/** Orders as their viewers see them, in the order given; at most six queries for the lot. */
export async function presentServiceOrders(db: Db, seen: Seen[]): Promise<ServiceOrder[]> {
  if (!seen.length) return [];
  const with_ = await related(db, seen);
  return seen.map((s) => present(s, with_));
}

export async function presentServiceOrder(
  db: Db,
  row: ServiceOrdersTable,
  viewer: Viewer,
): Promise<ServiceOrder> {
  const [order] = await presentServiceOrders(db, [{ row, viewer }]);
  return order!;
}
