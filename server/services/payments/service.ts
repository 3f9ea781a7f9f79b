// Payments across tables: an order for a plan or a booking (amount always from the server), a verified payment
// recorded once per order (repeats return the first), and what it causes: premium period, booking paid_at,
// a sequential invoice and a notification — all in one transaction.
import { paymentHoldMinutes } from '../bookingMoney';
import QRCode from 'qrcode';
import {
  formatRupees,
  bookedTimeLabel,
  legalEntity,
  plans,
  type OrderRequest,
  type PaymentMethod,
  type PaymentOrder,
  type PlanId,
} from '@contract';
import { inTransaction, type Db, type Trx } from '../../db/connection';
import { newId } from '../../db/ids';
import { preparedQuery } from '../../db/prepared';
import type { PaymentOrderRow, UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/errors';
import { notify } from '../notifications';
import type { PaymentGateway } from './gateway';
import { creditReferralOnPayment } from '../referrals';
import { notifyLawyerOfBooking } from '../bookings';
import { markServiceOrderPaid } from '../serviceOrderPayments';
import { failRefund, queueBookingRefund, queueRefund, settleRefund, type RefundDeps } from '../refunds';
import { nextDocumentNumber } from '../documentNumbers';
import { getUserSettings } from '../settings';
import { updatedAny } from '../../db/updated';

/** The platform's own invoices (premium plans) are issued by the one legal entity. */
export const platformIssuer: { name: string; gstin: string } = {
  name: legalEntity.name,
  gstin: legalEntity.gstin,
};
const upiPayee = 'lexsetu@upi';
/** GST on the platform's own services (premium plans), included in the displayed price. */
const gstPercent = 18;

/** ISO time `months` calendar months after `from` (day clamped to the month's end). */
export function addMonths(from: Date, months: number): string {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

/** The one premium rule: paid periods live at `at` (not cancelled, not yet ended); callers pick the members. */
export const liveSubscriptions = (db: Db, at: string) =>
  db.selectFrom('subscriptions').where('cancelled_at', 'is', null).where('period_end', '>', at);

export async function activeSubscription(db: Db | Trx, userId: string, now: Date) {
  const [row] = await latestLiveSubscription(db, { userId, at: now.toISOString() });
  return row;
}

// Prepared (built once): every signed-in user's own profile and every booking's allowance ask it (issue 36).
const latestLiveSubscription = preparedQuery((db: Db, { userId, at }: { userId: string; at: string }) =>
  liveSubscriptions(db, at).selectAll().where('user_id', '=', userId).orderBy('period_end', 'desc').limit(1),
);

/**
 * Premium is cancelled at once (the spec: cancellation is immediate); the unused part of each paid period
 * still ahead goes back pro rata, through the refund service. One paid period runs `months` up to its end
 * (a renewal bought early starts where the previous one ends).
 */
export function unusedPlanPaise(
  sub: { plan: PlanId; period_end: string },
  paidPaise: number,
  now: Date,
): number {
  const end = Date.parse(sub.period_end);
  const start = Date.parse(addMonths(new Date(end), -plans[sub.plan].months));
  const unused = end - Math.max(now.getTime(), start);
  if (unused <= 0) return 0;
  return Math.floor((paidPaise * unused) / (end - start));
}

async function runningSubscriptions(db: Db | Trx, userId: string, now: Date) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('payments', 'payments.id', 'subscriptions.payment_id')
    .select([
      'subscriptions.id',
      'subscriptions.plan',
      'subscriptions.period_end',
      'subscriptions.payment_id',
      'payments.amount_paise',
    ])
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.cancelled_at', 'is', null)
    .where('subscriptions.period_end', '>', now.toISOString())
    .execute();
}

/** What cancelling premium now would give back (shown before confirming). */
export async function refundOnCancelPaise(db: Db, userId: string, now: Date): Promise<number> {
  return (await runningSubscriptions(db, userId, now)).reduce(
    (sum, s) => sum + unusedPlanPaise(s, s.amount_paise, now),
    0,
  );
}

/** Cancels premium now and queues the pro-rata refunds; answers their ids, to be sent after the commit. */
export async function cancelSubscription(db: Db, userId: string, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const running = await runningSubscriptions(trx, userId, now);
    if (running.length === 0) throw notFound('You have no premium subscription to cancel.');
    const refundIds: string[] = [];
    for (const sub of running) {
      const changed = await trx
        .updateTable('subscriptions')
        .set({ cancelled_at: now.toISOString() })
        .where('id', '=', sub.id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(changed)) continue; // a parallel cancel got here first
      const id = await queueRefund(
        trx,
        {
          paymentId: sub.payment_id,
          bookingId: null,
          reason: 'plan_cancelled',
          amountPaise: unusedPlanPaise(sub, sub.amount_paise, now),
        },
        now,
      );
      if (id) refundIds.push(id);
    }
    return refundIds;
  });
}

/** For other features enforcing premium benefits (unlimited consultations, highlighted profile). */
export async function isPremium(db: Db, userId: string, now: Date): Promise<boolean> {
  return !!(await activeSubscription(db, userId, now));
}

async function presentOrder(row: PaymentOrderRow, gateway: PaymentGateway): Promise<PaymentOrder> {
  const rupees = (row.amount_paise / 100).toFixed(2);
  const upiLink = `upi://pay?pa=${upiPayee}&pn=LexSetu&am=${rupees}&cu=INR&tr=${encodeURIComponent(row.gateway_order_id)}`;
  return {
    _id: row.id,
    gateway: row.gateway,
    orderId: row.gateway_order_id,
    keyId: gateway.keyId,
    amountPaise: row.amount_paise,
    currency: 'INR',
    description: row.description,
    status: row.status,
    upiLink,
    upiQrSvg: await QRCode.toString(upiLink, { type: 'svg', margin: 1, width: 200 }),
  };
}

const holdLapsedMessage = `This booking was not paid within ${paymentHoldMinutes} minutes and its slot was released. Please book again.`;
const holdLapsed = (b: { status: string; payment_due_at: string | null }, now: Date) =>
  b.status === 'awaiting_payment' && !!b.payment_due_at && Date.parse(b.payment_due_at) <= now.getTime();

/** The booking the caller may pay: theirs, priced, not cancelled, not yet paid. */
async function payableBooking(db: Db, userId: string, bookingId: string, now: Date) {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.lawyer_id')
    .select([
      'bookings.id',
      'bookings.price_paise',
      'bookings.paid_at',
      'bookings.status',
      'bookings.date',
      'bookings.slot',
      'bookings.payment_due_at',
      'users.name as lawyer_name',
    ])
    .where('bookings.id', '=', bookingId)
    .where('bookings.client_id', '=', userId)
    .executeTakeFirst();
  if (!booking) throw notFound('Booking not found.');
  if (booking.paid_at) throw conflict('This consultation is already paid.');
  if (booking.status === 'cancelled') throw conflict('This consultation was cancelled.');
  if (holdLapsed(booking, now)) throw conflict(holdLapsedMessage);
  if (booking.price_paise <= 0) throw conflict('This consultation is free: nothing to pay.');
  return booking;
}

/** The invoice line of a legal-document package. */
export const serviceOrderDescription = (title: string) => `Legal document package: ${title}`;

/** The service order the caller may pay: theirs, awaiting payment. */
async function payableServiceOrder(db: Db, userId: string, id: string) {
  const order = await db
    .selectFrom('service_orders')
    .select(['id', 'status', 'price_paise', 'title'])
    .where('id', '=', id)
    .where('client_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound('Order not found.');
  if (order.status === 'cancelled') throw conflict('This order was cancelled.');
  if (order.status !== 'awaiting_payment') throw conflict('This order is already paid.');
  return order;
}

export async function createOrder(
  db: Db,
  gateway: PaymentGateway,
  me: UserRow,
  request: OrderRequest,
  now: Date,
): Promise<PaymentOrder> {
  let amountPaise: number;
  let description: string;
  let plan: PlanId | null = null;
  let bookingId: string | null = null;
  let serviceOrderId: string | null = null;
  if ('plan' in request) {
    plan = request.plan;
    amountPaise = plans[plan].pricePaise;
    description = plans[plan].label;
  } else if ('serviceOrderId' in request) {
    const order = await payableServiceOrder(db, me.id, request.serviceOrderId);
    serviceOrderId = order.id;
    amountPaise = order.price_paise;
    description = serviceOrderDescription(order.title);
  } else {
    const booking = await payableBooking(db, me.id, request.bookingId, now);
    bookingId = booking.id;
    amountPaise = booking.price_paise;
    description = `Consultation with ${booking.lawyer_name} on ${bookedTimeLabel(booking.date, booking.slot)}`;
  }
  const id = newId();
  const created = await gateway.createOrder({
    amountPaise,
    receipt: id,
    notes: {
      purpose: plan
        ? `plan:${plan}`
        : serviceOrderId
          ? `service_order:${serviceOrderId}`
          : `booking:${bookingId}`,
    },
  });
  const row: PaymentOrderRow = {
    id,
    user_id: me.id,
    gateway: gateway.name,
    gateway_order_id: created.orderId,
    purpose: plan ? 'plan' : serviceOrderId ? 'service_order' : 'booking',
    plan,
    booking_id: bookingId,
    service_order_id: serviceOrderId,
    amount_paise: amountPaise,
    description,
    status: 'created',
    created_at: now.toISOString(),
    paid_at: null,
  };
  await db.insertInto('payment_orders').values(row).execute();
  return presentOrder(row, gateway);
}

export async function findOrder(db: Db, userId: string, gatewayOrderId: string) {
  const row = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('gateway_order_id', '=', gatewayOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Someone else's order answers like a missing one.
  if (!row) throw notFound('Payment order not found.');
  return row;
}

export interface PaymentDetails {
  gatewayPaymentId: string;
  method: PaymentMethod;
  last4: string | null;
  addressLine1: string;
  addressLine2: string;
  clientGstin: string | null;
}

export interface RecordedPayment {
  paymentId: string;
  invoiceId: string;
  invoiceNumber: string;
  amountPaise: number;
  kind: 'plan' | 'booking' | 'service_order';
  /** false when this order was already paid (a repeat): nothing new was recorded. */
  created: boolean;
}

async function existingPayment(db: Db | Trx, order: PaymentOrderRow): Promise<RecordedPayment | null> {
  const found = await db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.payment_id', 'payments.id')
    .select(['payments.id', 'payments.amount_paise', 'invoices.id as invoice_id', 'invoices.number'])
    .where('payments.order_id', '=', order.id)
    .executeTakeFirst();
  if (!found) return null;
  return {
    paymentId: found.id,
    invoiceId: found.invoice_id,
    invoiceNumber: found.number,
    amountPaise: found.amount_paise,
    kind: order.purpose,
    created: false,
  };
}

/**
 * Records a verified payment of `order` once; call only after the gateway signature was checked. Two writers
 * racing (the browser's confirmation and the webhook, or two payments taking the next invoice number on
 * PostgreSQL) meet a unique constraint: the loser retries and then finds the payment or the next free number.
 */
export async function recordPayment(
  db: Db | Trx,
  order: PaymentOrderRow,
  details: PaymentDetails,
  now: Date,
): Promise<RecordedPayment> {
  return (await recordWithRetry(db, order, details, now)) as RecordedPayment;
}

/**
 * `claim` runs first inside the payment's transaction (the webhook stores its event id there): false means
 * someone already handled it, and nothing is recorded. Claim and payment commit or fail together.
 */
type Claim = (trx: Trx) => Promise<boolean>;

async function recordWithRetry(
  db: Db | Trx,
  order: PaymentOrderRow,
  details: PaymentDetails,
  now: Date,
  claim?: Claim,
): Promise<RecordedPayment | 'claimed'> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordOnce(db, order, details, now, claim);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function recordOnce(
  db: Db | Trx,
  order: PaymentOrderRow,
  details: PaymentDetails,
  now: Date,
  claim?: Claim,
): Promise<RecordedPayment | 'claimed'> {
  // Its own transaction, or the caller's (the demo seed records its payments inside the seed's).
  return inTransaction(db, async (trx) => {
    if (claim && !(await claim(trx))) return 'claimed' as const;
    const already = await existingPayment(trx, order);
    if (already) return already;
    const at = now.toISOString();
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    const paymentId = newId();
    await trx
      .insertInto('payments')
      .values({
        id: paymentId,
        order_id: order.id,
        user_id: order.user_id,
        gateway_payment_id: details.gatewayPaymentId,
        method: details.method,
        last4: details.last4,
        address_line1: details.addressLine1,
        address_line2: details.addressLine2,
        amount_paise: order.amount_paise,
        created_at: at,
        service_order_id: order.service_order_id,
      })
      .execute();
    await trx
      .updateTable('payment_orders')
      .set({ status: 'paid', paid_at: at })
      .where('id', '=', order.id)
      .execute();

    let issuer = platformIssuer;
    let cancelledOnArrival: string | null = null;
    let paidTwice = false;
    let kind: 'plan' | 'consultation' | 'document' = 'plan';
    let link = '/dashboard/invoices';
    let refundServiceOrder: string | null = null;
    if (order.service_order_id) {
      // A legal-document package is sold by the platform (GST included); the lawyer who takes it is paid out.
      kind = 'document';
      link = `/dashboard/service-orders/${order.service_order_id}`;
      const paid = await markServiceOrderPaid(trx, order.service_order_id, order.user_id, at);
      if (!paid) refundServiceOrder = order.service_order_id;
    } else if (order.purpose === 'plan' && order.plan) {
      const current = await activeSubscription(trx, order.user_id, now);
      // A renewal before the end extends the running period instead of overlapping it.
      const start = current ? new Date(current.period_end) : now;
      await trx
        .insertInto('subscriptions')
        .values({
          id: newId(),
          user_id: order.user_id,
          plan: order.plan,
          payment_id: paymentId,
          started_at: at,
          period_end: addMonths(start, plans[order.plan].months),
          cancelled_at: null,
        })
        .execute();
      link = '/profile';
    } else if (order.booking_id) {
      kind = 'consultation';
      const booking = await trx
        .selectFrom('bookings')
        .innerJoin('users', 'users.id', 'bookings.lawyer_id')
        .select([
          'bookings.status',
          'bookings.paid_at',
          'bookings.date',
          'bookings.slot',
          'bookings.topic',
          'users.id as lawyer_id',
          'users.name as lawyer_name',
        ])
        .where('bookings.id', '=', order.booking_id)
        .executeTakeFirstOrThrow();
      // Paid within the hold: the booking is confirmed (or waits for a lawyer who approves each booking).
      const needsApproval =
        booking.status === 'awaiting_payment' &&
        (await getUserSettings(trx, booking.lawyer_id)).requireApproval;
      await trx
        .updateTable('bookings')
        .set({
          paid_at: at,
          updated_at: at,
          ...(booking.status === 'awaiting_payment'
            ? {
                status: needsApproval ? ('pending_approval' as const) : ('confirmed' as const),
                payment_due_at: null,
              }
            : {}),
        })
        .where('id', '=', order.booking_id)
        .where('paid_at', 'is', null)
        .execute();
      // A consultation is billed by the advocate; the platform only collects.
      issuer = { name: booking.lawyer_name, gstin: '' };
      link = '/dashboard/bills-payments';
      if (booking.status === 'awaiting_payment')
        await notifyLawyerOfBooking(
          trx,
          now,
          { name: user.name, lawyerId: booking.lawyer_id },
          needsApproval,
          booking,
        );
      else
        await notify(trx, now, {
          userId: booking.lawyer_id,
          kind: 'payment',
          message: `${user.name} paid ${formatRupees(order.amount_paise)} for the consultation.`,
          link: '/dashboard/schedules',
        });
      // Money that arrived after the booking was cancelled (a gateway capture after the hold lapsed) goes
      // straight back; the refund sweep hands it to the gateway.
      if (booking.status === 'cancelled') cancelledOnArrival = order.booking_id;
      // Paid already through another order (two payment windows open at once): this payment goes back whole.
      else if (booking.paid_at) paidTwice = true;
    }
    const last = await trx
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const number = await nextDocumentNumber(trx, 'invoices', at);
    const taxable =
      kind !== 'consultation'
        ? Math.round((order.amount_paise * 100) / (100 + gstPercent))
        : order.amount_paise;
    const invoiceId = newId();
    await trx
      .insertInto('invoices')
      .values({
        id: invoiceId,
        seq,
        number,
        user_id: order.user_id,
        payment_id: paymentId,
        kind,
        issuer_name: issuer.name,
        issuer_gstin: issuer.gstin,
        client_name: user.name,
        client_email: user.email,
        client_gstin: details.clientGstin,
        description: order.description,
        taxable_paise: taxable,
        gst_paise: order.amount_paise - taxable,
        total_paise: order.amount_paise,
        // Legal services by an advocate to a business: the client pays GST under reverse charge.
        reverse_charge: kind === 'consultation' && details.clientGstin ? 1 : 0,
        status: 'paid',
        issued_at: at,
      })
      .execute();
    await notify(trx, now, {
      userId: order.user_id,
      kind: 'payment',
      message: `Payment of ${formatRupees(order.amount_paise)} received: ${order.description}. Invoice ${number}.`,
      link,
    });
    if (cancelledOnArrival)
      await queueBookingRefund(trx, cancelledOnArrival, 'unpaid', order.amount_paise, now);
    if (paidTwice)
      await queueRefund(
        trx,
        { paymentId, bookingId: order.booking_id, reason: 'paid_twice', amountPaise: order.amount_paise },
        now,
      );
    // Money for an order cancelled meanwhile goes straight back (the refund sweep sends it).
    if (refundServiceOrder)
      await queueRefund(
        trx,
        {
          paymentId,
          bookingId: null,
          serviceOrderId: refundServiceOrder,
          reason: 'service_order_cancelled',
          amountPaise: order.amount_paise,
        },
        now,
      );
    // A referred user's paid service rewards whoever referred them (once, within 30 days), with the payment.
    await creditReferralOnPayment(trx, order.user_id, now);
    return {
      paymentId,
      invoiceId,
      invoiceNumber: number,
      amountPaise: order.amount_paise,
      kind: order.purpose,
      created: true,
    };
  });
}

/** Confirms a browser-side payment: the signature must match the order we stored for this caller. */
export async function confirmPayment(
  db: Db,
  gateway: PaymentGateway,
  me: UserRow,
  input: Omit<PaymentDetails, 'gatewayPaymentId'> & { orderId: string; paymentId: string; signature: string },
  now: Date,
): Promise<RecordedPayment> {
  const order = await findOrder(db, me.id, input.orderId);
  if (order.gateway !== gateway.name) throw conflict('This order belongs to another payment gateway.');
  await assertOrderStillValid(db, order, now);
  if (!gateway.verifyPayment(order.gateway_order_id, input.paymentId, input.signature))
    throw badRequest('Payment signature does not match.', 'signature');
  return recordPayment(
    db,
    order,
    {
      gatewayPaymentId: input.paymentId,
      method: input.method,
      last4: input.method === 'creditCard' ? (input.last4 ?? null) : null,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      clientGstin: input.clientGstin,
    },
    now,
  );
}

/**
 * An order pays what it was created for, within the product's one payment hold: an expired order, or one
 * whose price has changed since (a paid plan repriced, a booking rescheduled to another price), is refused
 * before anything is recorded; the client starts again and gets a fresh order at today's price.
 */
async function assertOrderStillValid(db: Db, order: PaymentOrderRow, now: Date): Promise<void> {
  if (order.status !== 'created') return; // paid already: recordPayment answers with that payment
  if (now.getTime() > Date.parse(order.created_at) + paymentHoldMinutes * 60_000)
    throw conflict(
      `This payment order expired after ${paymentHoldMinutes} minutes. Please start the payment again for a new order.`,
    );
  let current: number | undefined;
  if (order.plan) current = plans[order.plan].pricePaise;
  else if (order.service_order_id) {
    const serviceOrder = await db
      .selectFrom('service_orders')
      .select(['status', 'price_paise'])
      .where('id', '=', order.service_order_id)
      .executeTakeFirst();
    if (serviceOrder?.status === 'cancelled')
      throw conflict('This order was cancelled: there is nothing to pay.');
    current = serviceOrder?.price_paise;
  } else if (order.booking_id) {
    const booking = await db
      .selectFrom('bookings')
      .select(['price_paise', 'status', 'payment_due_at'])
      .where('id', '=', order.booking_id)
      .executeTakeFirst();
    if (booking?.status === 'cancelled')
      throw conflict('This consultation was cancelled: there is nothing to pay.');
    if (booking && holdLapsed(booking, now)) throw conflict(holdLapsedMessage);
    current = booking?.price_paise;
  }
  if (current !== order.amount_paise)
    throw conflict(
      'The price changed since this order was created. Please start the payment again for a new order.',
    );
}

export async function markOrderFailed(db: Db, userId: string, gatewayOrderId: string): Promise<void> {
  const order = await findOrder(db, userId, gatewayOrderId);
  if (order.status === 'created')
    await db.updateTable('payment_orders').set({ status: 'failed' }).where('id', '=', order.id).execute();
}

const webhookMethods: Record<string, PaymentMethod> = {
  card: 'creditCard',
  netbanking: 'netBanking',
  upi: 'scanPay',
};

/**
 * A verified Razorpay webhook. Its event id is stored in the same transaction as the payment it carries, so a
 * redelivered event does nothing, while a delivery whose recording failed leaves no trace and is credited
 * when Razorpay retries. Returns what happened, for the response and the tests.
 */
export async function handleWebhook(
  refunds: RefundDeps,
  rawBody: string,
  signature: string,
  eventId: string,
  now: Date,
): Promise<'duplicate' | 'ignored' | 'recorded'> {
  const { db, gateway } = refunds;
  if (!gateway.verifyWebhook(rawBody, signature))
    throw badRequest('Webhook signature does not match.', 'signature');
  if (!eventId) throw badRequest('Missing event id.', 'x-razorpay-event-id');
  const claimEvent: Claim = async (trx) => {
    const inserted = await trx
      .insertInto('webhook_events')
      .values({ id: eventId, gateway: gateway.name, received_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  };
  let event: {
    event?: string;
    payload?: {
      refund?: { entity?: RefundEntity };
      payment?: {
        entity?: {
          id?: string;
          order_id?: string;
          method?: string;
          amount?: number;
          card?: { last4?: string };
        };
      };
    };
  };
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (event.event === 'refund.processed' || event.event === 'refund.failed') {
    const settled = await refundEvent(refunds, event.event, event.payload?.refund?.entity);
    // Claimed after settling: settling is idempotent, and a delivery that failed midway is redone.
    const fresh = await db.transaction().execute(claimEvent);
    if (settled === 'ignored') return fresh ? 'ignored' : 'duplicate';
    return settled && fresh ? 'recorded' : 'duplicate';
  }
  const payment = event.payload?.payment?.entity;
  const order =
    ['payment.captured', 'order.paid'].includes(event.event ?? '') && payment?.id && payment.order_id
      ? await db
          .selectFrom('payment_orders')
          .selectAll()
          .where('gateway_order_id', '=', payment.order_id)
          .where('gateway', '=', gateway.name)
          .executeTakeFirst()
      : undefined;
  // An amount other than the stored one is not this order's payment.
  if (!payment?.id || !order || payment.amount !== order.amount_paise) {
    const fresh = await db.transaction().execute(claimEvent);
    return fresh ? 'ignored' : 'duplicate';
  }
  const result = await recordWithRetry(
    db,
    order,
    {
      gatewayPaymentId: payment.id,
      method: webhookMethods[payment.method ?? ''] ?? 'creditCard',
      last4: payment.card?.last4 && /^\d{4}$/.test(payment.card.last4) ? payment.card.last4 : null,
      addressLine1: '',
      addressLine2: '',
      clientGstin: null,
    },
    now,
    claimEvent,
  );
  return result !== 'claimed' && result.created ? 'recorded' : 'duplicate';
}

interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  notes?: { refund?: string };
  error_description?: string;
}

/**
 * Razorpay's word on a refund we asked for: found by its refund id (or, when the webhook overtook our
 * storing of that id, by the refund id we put in its notes, for the same payment), with the same amount.
 * Answers whether this call settled it, or 'ignored' when it is not a refund of ours.
 */
async function refundEvent(
  refunds: RefundDeps,
  type: 'refund.processed' | 'refund.failed',
  entity: RefundEntity | undefined,
): Promise<boolean | 'ignored'> {
  if (!entity?.id || !entity.payment_id) return 'ignored';
  const ours = await refunds.db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .select(['refunds.id', 'refunds.amount_paise', 'refunds.gateway_refund_id'])
    .where('payments.gateway_payment_id', '=', entity.payment_id)
    .where('refunds.gateway', '=', refunds.gateway.name)
    .where((eb) =>
      eb.or([
        eb('refunds.gateway_refund_id', '=', entity.id!),
        eb.and([
          eb('refunds.gateway_refund_id', 'is', null),
          eb('refunds.id', '=', entity.notes?.refund ?? ''),
        ]),
      ]),
    )
    .executeTakeFirst();
  if (!ours || ours.amount_paise !== entity.amount) return 'ignored';
  if (!ours.gateway_refund_id)
    await refunds.db
      .updateTable('refunds')
      .set({ gateway_refund_id: entity.id })
      .where('id', '=', ours.id)
      .where('gateway_refund_id', 'is', null)
      .execute();
  return type === 'refund.processed'
    ? settleRefund(refunds, ours.id)
    : failRefund(refunds, ours.id, entity.error_description ?? 'Refused by the bank');
}
