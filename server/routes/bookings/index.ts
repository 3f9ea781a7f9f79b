// Bookings: POST /api/bookings (take a free slot of a verified lawyer), and on one booking (participants only):
// reschedule (propose), reschedule/accept, reschedule/decline, cancel; approve/decline (the lawyer, when their
// 'Require approval' setting held the booking as pending_approval). Every step notifies the other party.
import { Router } from '@koa/router';
import { z } from 'zod';
import {
  bookingMessages,
  bookingMinutes,
  createBookingSchema,
  idSchema,
  rescheduleBodySchema,
  slotLabel,
  slotStart,
  type Booking,
} from '@contract';
import type { Db } from '../../db/connection';
import { newId, nowIso } from '../../db/ids';
import type { BookingRow } from '../../db/schema';
import { requireAuth } from '../../middlewares/auth';
import { badRequest, conflict, forbidden, notFound } from '../../middlewares/errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentBookings } from '../../presenters/booking';
import { bookableLawyer, inPattern, isUniqueViolation, priceFor, slotTimes } from '../../services/bookings';
import { ensureConsultationAllowance } from '../../services/consultationAllowance';
import { notify } from '../../services/notifications';
import { lawyerViewFor } from '../../services/privacy';
import { getUserSettings } from '../../services/settings';
import type { AppDeps } from '../../types';

const schedulesLink = '/dashboard/schedules';
const when = (date: string, slot: string) => `${date} at ${slotLabel(slot)}`;

/** A booking the user takes part in; anyone else's answers exactly like a missing one. */
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

export function bookingsRouter({ db, config, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  // Per user: enough for real use, stops a script from filling a lawyer's calendar.
  const perUser = rateLimit({
    windowMs: 10 * 60_000,
    max: 30,
    now: () => clock.now().getTime(),
    key: (ctx) => `bookings:${ctx.state.user?.id ?? ctx.ip}`,
  });

  async function ensureBookable(lawyerId: string, date: string, slot: string) {
    if (slotStart(date, slot).getTime() <= clock.now().getTime())
      throw badRequest(bookingMessages.pastSlot, 'slot');
    if (!(await inPattern(db, lawyerId, date, slot)))
      throw badRequest(bookingMessages.slotUnavailable, 'slot');
  }

  const present = async (id: string, meId: string): Promise<Booking> => {
    const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return (await presentBookings(db, [row], meId))[0];
  };

  const create = { body: createBookingSchema };
  router.post('/bookings', auth, perUser, validate(create), async (ctx) => {
    const { body } = inputOf(ctx.state, create);
    const me = ctx.state.user!;
    const lawyer = await bookableLawyer(db, body.lawyerId);
    if (lawyer.id === me.id) throw badRequest('You cannot book a consultation with yourself.', 'lawyerId');
    // A lawyer hidden from this client by their privacy setting cannot be booked by them either.
    if (!(await lawyerViewFor(db, lawyer.id, me.id)).visible) throw notFound('Lawyer not found.');
    await ensureBookable(lawyer.id, body.date, body.slot);
    // 'Require approval for consultation/service requests': the slot is held, the lawyer confirms or declines.
    const needsApproval = (await getUserSettings(db, lawyer.id)).requireApproval;
    const id = newId();
    // The app clock (not nowIso) dates the booking: the monthly allowance counts by created_at.
    const now = clock.now().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await ensureConsultationAllowance(trx, me.id, clock.now());
        // Inside the transaction so two first bookings of one client cannot both be free.
        const { pricePaise, firstConsultation } = await priceFor(trx, me.id, lawyer.rate_paise);
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
            status: needsApproval ? 'pending_approval' : 'confirmed',
            paid_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await notify(trx, {
          userId: lawyer.id,
          kind: 'booking',
          message: needsApproval
            ? `${me.name} asks for a consultation on ${when(body.date, body.slot)}: ${body.topic}. Approve or decline it in Schedules.`
            : `${me.name} booked a consultation on ${when(body.date, body.slot)}: ${body.topic}`,
          link: schedulesLink,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(bookingMessages.slotTaken, 'slot');
      throw error;
    }
    ctx.status = 201;
    ctx.body = await present(id, me.id);
  });

  const byId = { params: z.object({ id: idSchema }) };
  const propose = { params: byId.params, body: rescheduleBodySchema };

  /** A booking still ahead and not cancelled: only those can move or be cancelled. */
  function ensureOpen(row: BookingRow) {
    if (row.status === 'cancelled') throw conflict('This booking was cancelled.');
    // Metered and closed, whenever that happened: its money is settled, so it cannot move or be cancelled.
    if (row.status === 'completed')
      throw conflict('This consultation is completed: it can no longer be changed.');
    if (new Date(row.start_at).getTime() <= clock.now().getTime())
      throw conflict('This consultation has already started.');
  }
  const otherParty = (row: BookingRow, meId: string) =>
    row.client_id === meId ? row.lawyer_id : row.client_id;

  router.post('/bookings/:id/reschedule', auth, perUser, validate(propose), async (ctx) => {
    const { params, body } = inputOf(ctx.state, propose);
    const me = ctx.state.user!;
    const row = await participantBooking(db, me.id, params.id);
    ensureOpen(row);
    await ensureBookable(row.lawyer_id, body.date, body.slot);
    const newStart = slotTimes(body.date, body.slot).start_at;
    const taken = await db
      .selectFrom('bookings')
      .select('id')
      .where('lawyer_id', '=', row.lawyer_id)
      .where('start_at', '=', newStart)
      .where('status', '<>', 'cancelled')
      .executeTakeFirst();
    if (taken) throw conflict(bookingMessages.slotTaken, 'slot');
    const now = nowIso();
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
      await notify(trx, {
        userId: otherParty(row, me.id),
        kind: 'booking',
        message: `${me.name} asks to move "${row.topic}" from ${when(row.date, row.slot)} to ${when(body.date, body.slot)}.`,
        link: schedulesLink,
      });
    });
    ctx.status = 201;
    ctx.body = await present(row.id, me.id);
  });

  /** The pending proposal the caller may answer (made by the other party). */
  async function proposalToAnswer(row: BookingRow, meId: string) {
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

  router.post('/bookings/:id/reschedule/accept', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await participantBooking(db, me.id, params.id);
    ensureOpen(row);
    const proposal = await proposalToAnswer(row, me.id);
    if (slotStart(proposal.date, proposal.slot).getTime() <= clock.now().getTime())
      throw badRequest(bookingMessages.pastSlot, 'slot');
    const now = nowIso();
    try {
      await db.transaction().execute(async (trx) => {
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
        await notify(trx, {
          userId: proposal.proposed_by,
          kind: 'booking',
          message: `${me.name} accepted: "${row.topic}" moves to ${when(proposal.date, proposal.slot)}.`,
          link: schedulesLink,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(bookingMessages.slotTaken, 'slot');
      throw error;
    }
    ctx.body = await present(row.id, me.id);
  });

  router.post('/bookings/:id/reschedule/decline', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await participantBooking(db, me.id, params.id);
    const proposal = await proposalToAnswer(row, me.id);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('booking_reschedules')
        .set({ status: 'declined', decided_at: nowIso() })
        .where('id', '=', proposal.id)
        .execute();
      await notify(trx, {
        userId: proposal.proposed_by,
        kind: 'booking',
        message: `${me.name} declined moving "${row.topic}"; it stays on ${when(row.date, row.slot)}.`,
        link: schedulesLink,
      });
    });
    ctx.body = await present(row.id, me.id);
  });

  /** A booking waiting for this lawyer's approval; anyone else (the client included) gets a 404. */
  async function awaitingMyApproval(lawyerId: string, id: string): Promise<BookingRow> {
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

  router.post('/bookings/:id/approve', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await awaitingMyApproval(me.id, params.id);
    if (new Date(row.start_at).getTime() <= clock.now().getTime())
      throw conflict('This consultation has already started.');
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({ status: 'confirmed', updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', 'pending_approval')
        .execute();
      await notify(trx, {
        userId: row.client_id,
        kind: 'booking',
        message: `${me.name} approved "${row.topic}" on ${when(row.date, row.slot)}.`,
        link: schedulesLink,
      });
    });
    ctx.body = await present(row.id, me.id);
  });

  // Declining cancels the booking, which frees the slot (the unique index covers live bookings only).
  router.post('/bookings/:id/decline', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await awaitingMyApproval(me.id, params.id);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending_approval')
        .execute();
      await trx
        .updateTable('booking_reschedules')
        .set({ status: 'withdrawn', decided_at: now })
        .where('booking_id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      await notify(trx, {
        userId: row.client_id,
        kind: 'booking',
        message: `${me.name} declined "${row.topic}" on ${when(row.date, row.slot)}. Please choose another slot or lawyer.`,
        link: schedulesLink,
      });
    });
    ctx.body = await present(row.id, me.id);
  });

  router.post('/bookings/:id/cancel', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await participantBooking(db, me.id, params.id);
    ensureOpen(row);
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({ status: 'cancelled', updated_at: now })
        .where('id', '=', row.id)
        // Guarded: a booking completed (metered) meanwhile stays completed.
        .where('status', 'in', ['confirmed', 'pending_approval'])
        .execute();
      await trx
        .updateTable('booking_reschedules')
        .set({ status: 'withdrawn', decided_at: now })
        .where('booking_id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      await notify(trx, {
        userId: otherParty(row, me.id),
        kind: 'booking',
        message: `${me.name} cancelled "${row.topic}" on ${when(row.date, row.slot)}.`,
        link: schedulesLink,
      });
    });
    ctx.body = await present(row.id, me.id);
  });

  return router;
}
