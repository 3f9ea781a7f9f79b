// The booking lifecycle, as use cases: book a slot, propose / accept / decline another slot, approve or decline
// a booking held for approval, cancel. Each checks who may do it (the access rules of a booking live here, once),
// runs in one transaction with the notification it causes, and answers the booking as the caller now sees it.
import {
  bookedTimeLabel,
  bookingMessages,
  bookingMinutes,
  slotStart,
  type Booking,
  type InputOf,
} from '@contract';
import { bookingEndpoints as endpoints } from '@contract';
import { inTransaction, type Db, type Trx } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { newId } from '../db/ids';
import type { BookingRow, CancelReason, UserRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { presentBookings } from '../presenters/booking';
import { bookableLawyer, inPattern, priceFor, slotTimes } from './bookingSlots';
import { ensureConsultationAllowance } from './consultationAllowance';
import { notify } from './notifications';
import { lawyerViewFor } from './privacy';
import { paymentHoldMinutes } from './bookingMoney';
import { cancellationRefundPaise, queueBookingRefund, sendRefund, type RefundDeps } from './refunds';
import { getUserSettings } from './settings';
import { updatedAny } from '../db/updated';

/** Cancelling a paid booking refunds it: the refund service's gateway and mailer come along. */
export type BookingDeps = RefundDeps;
type Me = Pick<UserRow, 'id' | 'name'>;

const schedulesLink = '/dashboard/schedules';
const when = bookedTimeLabel;
const otherParty = (row: BookingRow, meId: string) =>
  row.client_id === meId ? row.lawyer_id : row.client_id;

// ---- Who may see and change a booking ----

/** A booking the user takes part in (client or lawyer); anyone else's answers exactly like a missing one. */
export async function participantBooking(db: Db, userId: string, id: string): Promise<BookingRow> {
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) throw notFound('Booking not found.');
  return row;
}

/** A booking still ahead and not cancelled or completed: only those can move or be cancelled. */
function ensureChangeable(row: BookingRow, now: Date) {
  if (row.status === 'cancelled') throw conflict('This booking was cancelled.');
  // Metered and closed, whenever that happened: its money is settled, so it cannot move or be cancelled.
  if (row.status === 'completed')
    throw conflict('This consultation is completed: it can no longer be changed.');
  if (new Date(row.start_at).getTime() <= now.getTime())
    throw conflict('This consultation has already started.');
}

/** A booking waiting for this lawyer's approval; anyone else (the client included) gets a 404. */
async function awaitingApprovalBy(db: Db, lawyerId: string, id: string): Promise<BookingRow> {
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  if (!row) throw notFound('Booking not found.');
  if (row.status !== 'pending_approval') throw conflict('This booking is not waiting for approval.');
  return row;
}

/** The pending proposal the caller may answer (made by the other participant). */
async function proposalToAnswer(db: Db, row: BookingRow, meId: string) {
  const proposal = await db
    .selectFrom('booking_reschedules')
    .selectAll()
    .where('booking_id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!proposal) throw notFound('There is no reschedule request to answer.');
  if (proposal.proposed_by === meId) throw forbidden('The other party answers your reschedule request.');
  return proposal;
}

// ---- Use cases ----

async function present(db: Db, id: string, meId: string): Promise<Booking> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await presentBookings(db, [row], meId))[0]!;
}

async function ensureBookable({ db, clock }: BookingDeps, lawyerId: string, date: string, slot: string) {
  if (slotStart(date, slot).getTime() <= clock.now().getTime())
    throw badRequest(bookingMessages.pastSlot, 'slot');
  if (!(await inPattern(db, lawyerId, date, slot))) throw badRequest(bookingMessages.slotUnavailable, 'slot');
}

/** Someone else took the slot first (the unique index on live bookings says so). */
async function orSlotTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(bookingMessages.slotTaken, 'slot');
    throw error;
  }
}

export async function createBooking(
  deps: BookingDeps,
  me: Me,
  { body }: InputOf<typeof endpoints.create>,
): Promise<Booking> {
  const { db, clock } = deps;
  const lawyer = await bookableLawyer(db, body.lawyerId);
  if (lawyer.id === me.id) throw badRequest('You cannot book a consultation with yourself.', 'lawyerId');
  // A lawyer hidden from this client by their privacy setting cannot be booked by them either.
  if (!(await lawyerViewFor(db, lawyer.id, me.id)).visible) throw notFound('Lawyer not found.');
  await ensureBookable(deps, lawyer.id, body.date, body.slot);
  // 'Require approval for consultation/service requests': the slot is held, the lawyer confirms or declines.
  const needsApproval = (await getUserSettings(db, lawyer.id)).requireApproval;
  const id = newId();
  // The app clock dates the booking: the monthly allowance counts by created_at.
  const now = clock.now().toISOString();
  let held = false;
  await orSlotTaken(() =>
    db.transaction().execute(async (trx) => {
      // A hold that lapsed frees its slot now, not only when the sweep passes.
      await releaseLapsedHolds(trx, clock.now(), { lawyerId: lawyer.id, date: body.date, slot: body.slot });
      await ensureConsultationAllowance(trx, me.id, clock.now());
      // Inside the transaction so two first bookings of one client cannot both be free.
      const { pricePaise, firstConsultation } = await priceFor(trx, me.id, lawyer.rate_paise);
      // Pay at booking: a priced booking holds the slot for the payment hold, then lapses unless paid.
      held = pricePaise > 0;
      await trx
        .insertInto('bookings')
        .values({
          id,
          client_id: me.id,
          lawyer_id: lawyer.id,
          date: body.date,
          slot: body.slot,
          ...slotTimes(body.date, body.slot),
          minutes: bookingMinutes,
          mode: body.mode,
          topic: body.topic,
          price_paise: pricePaise,
          rate_paise: lawyer.rate_paise,
          free_first: firstConsultation ? 1 : 0,
          status: held ? 'awaiting_payment' : needsApproval ? 'pending_approval' : 'confirmed',
          payment_due_at: held
            ? new Date(clock.now().getTime() + paymentHoldMinutes * 60_000).toISOString()
            : null,
          paid_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // The lawyer hears of a priced booking once it is paid (services/payments/service.ts).
      if (!held)
        await notifyLawyerOfBooking(trx, clock.now(), { ...me, lawyerId: lawyer.id }, needsApproval, body);
    }),
  );
  return present(db, id, me.id);
}

/** Tells the lawyer of a booking made (free) or paid (priced), at `at`. */
export async function notifyLawyerOfBooking(
  trx: Pick<Db, 'insertInto'>,
  at: Date,
  client: { name: string; lawyerId: string },
  needsApproval: boolean,
  body: { date: string; slot: string; topic: string },
) {
  await notify(trx, at, {
    userId: client.lawyerId,
    kind: 'booking',
    message: needsApproval
      ? `${client.name} asks for a consultation on ${when(body.date, body.slot)}: ${body.topic}. Approve or decline it in Schedules.`
      : `${client.name} booked a consultation on ${when(body.date, body.slot)}: ${body.topic}`,
    link: schedulesLink,
  });
}

/**
 * Priced bookings not paid within the payment hold: cancelled ('unpaid'), which frees their slots, and the
 * client told. All of them (the sweep), or the one on a slot someone is booking now.
 */
export async function releaseLapsedHolds(
  db: Db | Trx,
  now: Date,
  slot?: { lawyerId: string; date: string; slot: string },
): Promise<number> {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'client_id', 'topic', 'date', 'slot'])
    .where('status', '=', 'awaiting_payment')
    .where('payment_due_at', '<=', now.toISOString());
  if (slot)
    query = query
      .where('lawyer_id', '=', slot.lawyerId)
      .where('start_at', '=', slotTimes(slot.date, slot.slot).start_at);
  const lapsed = await query.execute();
  for (const row of lapsed) {
    // The release and the client's notice land together (a stop between them would leave the client untold).
    await inTransaction(db, async (trx) => {
      const changed = await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', cancel_reason: 'unpaid', updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'awaiting_payment')
        .executeTakeFirst();
      if (!updatedAny(changed)) return;
      await notify(trx, now, {
        userId: row.client_id,
        kind: 'booking',
        message: `"${row.topic}" on ${when(row.date, row.slot)} was not paid within ${paymentHoldMinutes} minutes, so the slot was released. You can book again.`,
        link: schedulesLink,
      });
    });
  }
  return lapsed.length;
}

export async function proposeReschedule(
  deps: BookingDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reschedule>,
): Promise<Booking> {
  const { db, clock } = deps;
  const row = await participantBooking(db, me.id, params.id);
  ensureChangeable(row, clock.now());
  await ensureBookable(deps, row.lawyer_id, body.date, body.slot);
  const taken = await db
    .selectFrom('bookings')
    .select('id')
    .where('lawyer_id', '=', row.lawyer_id)
    .where('start_at', '=', slotTimes(body.date, body.slot).start_at)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  if (taken) throw conflict(bookingMessages.slotTaken, 'slot');
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // One open proposal per booking: a new one replaces the previous.
    await trx
      .updateTable('booking_reschedules')
      .set({ status: 'withdrawn', decided_at: now })
      .where('booking_id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .insertInto('booking_reschedules')
      .values({
        id: newId(),
        booking_id: row.id,
        proposed_by: me.id,
        date: body.date,
        slot: body.slot,
        status: 'pending',
        created_at: now,
        decided_at: null,
      })
      .execute();
    await notify(trx, clock.now(), {
      userId: otherParty(row, me.id),
      kind: 'booking',
      message: `${me.name} asks to move "${row.topic}" from ${when(row.date, row.slot)} to ${when(body.date, body.slot)}.`,
      link: schedulesLink,
    });
  });
  return present(db, row.id, me.id);
}

export async function acceptReschedule(
  { db, clock }: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.acceptReschedule>,
): Promise<Booking> {
  const row = await participantBooking(db, me.id, params.id);
  ensureChangeable(row, clock.now());
  const proposal = await proposalToAnswer(db, row, me.id);
  if (slotStart(proposal.date, proposal.slot).getTime() <= clock.now().getTime())
    throw badRequest(bookingMessages.pastSlot, 'slot');
  const now = clock.now().toISOString();
  await orSlotTaken(() =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({
          date: proposal.date,
          slot: proposal.slot,
          ...slotTimes(proposal.date, proposal.slot),
          // A new time is a new consultation to hold: an End pressed for the old one no longer counts.
          client_ended_at: null,
          lawyer_ended_at: null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      await trx
        .updateTable('booking_reschedules')
        .set({ status: 'accepted', decided_at: now })
        .where('id', '=', proposal.id)
        .execute();
      await notify(trx, clock.now(), {
        userId: proposal.proposed_by,
        kind: 'booking',
        message: `${me.name} accepted: "${row.topic}" moves to ${when(proposal.date, proposal.slot)}.`,
        link: schedulesLink,
      });
    }),
  );
  return present(db, row.id, me.id);
}

export async function declineReschedule(
  { db, clock }: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.declineReschedule>,
): Promise<Booking> {
  const row = await participantBooking(db, me.id, params.id);
  const proposal = await proposalToAnswer(db, row, me.id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('booking_reschedules')
      .set({ status: 'declined', decided_at: clock.now().toISOString() })
      .where('id', '=', proposal.id)
      .execute();
    await notify(trx, clock.now(), {
      userId: proposal.proposed_by,
      kind: 'booking',
      message: `${me.name} declined moving "${row.topic}"; it stays on ${when(row.date, row.slot)}.`,
      link: schedulesLink,
    });
  });
  return present(db, row.id, me.id);
}

export async function approveBooking(
  { db, clock }: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.approve>,
): Promise<Booking> {
  const row = await awaitingApprovalBy(db, me.id, params.id);
  if (new Date(row.start_at).getTime() <= clock.now().getTime())
    throw conflict('This consultation has already started.');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bookings')
      .set({ status: 'confirmed', updated_at: clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending_approval')
      .execute();
    await notify(trx, clock.now(), {
      userId: row.client_id,
      kind: 'booking',
      message: `${me.name} approved "${row.topic}" on ${when(row.date, row.slot)}.`,
      link: schedulesLink,
    });
  });
  return present(db, row.id, me.id);
}

/** Declining cancels the booking, which frees the slot (the unique index covers live bookings only). */
export async function declineBooking(
  deps: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.decline>,
): Promise<Booking> {
  const { db } = deps;
  const row = await awaitingApprovalBy(db, me.id, params.id);
  await cancelAndRefund(deps, row, 'declined', ['pending_approval'], {
    userId: row.client_id,
    message: `${me.name} declined "${row.topic}" on ${when(row.date, row.slot)}. Please choose another slot or lawyer.`,
  });
  return present(db, row.id, me.id);
}

export async function cancelBooking(
  deps: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.cancel>,
): Promise<Booking> {
  const { db, clock } = deps;
  const row = await participantBooking(db, me.id, params.id);
  ensureChangeable(row, clock.now());
  // Guarded: a booking completed (metered) meanwhile stays completed.
  await cancelAndRefund(
    deps,
    row,
    row.client_id === me.id ? 'client' : 'lawyer',
    ['awaiting_payment', 'confirmed', 'pending_approval'],
    {
      userId: otherParty(row, me.id),
      message: `${me.name} cancelled "${row.topic}" on ${when(row.date, row.slot)}.`,
    },
  );
  return present(db, row.id, me.id);
}

/**
 * Cancels the booking (from one of `from`) for `reason`, withdraws an open proposal, tells the other
 * participant and refunds what the policy gives back (services/refunds.ts). Only the caller that changed the
 * status queues a refund: parallel cancels refund once.
 */
export async function cancelAndRefund(
  deps: BookingDeps,
  row: BookingRow,
  reason: CancelReason,
  from: BookingRow['status'][],
  tell: { userId: string; message: string },
) {
  const at = deps.clock.now();
  const now = at.toISOString();
  const refundId = await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancel_reason: reason, updated_at: now })
      .where('id', '=', row.id)
      .where('status', 'in', from)
      .executeTakeFirst();
    if (!updatedAny(changed)) return null;
    await trx
      .updateTable('booking_reschedules')
      .set({ status: 'withdrawn', decided_at: now })
      .where('booking_id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    await notify(trx, at, { ...tell, kind: 'booking', link: schedulesLink });
    const refundPaise = cancellationRefundPaise(row.price_paise, reason, new Date(row.start_at), at);
    return queueBookingRefund(trx, row.id, reason, refundPaise, at);
  });
  if (refundId) await sendRefund(deps, refundId);
}
