// Bookings, weekly availability and schedules: what the API sends and takes, the slot clock (India Standard
// Time: the marketplace serves India, so a slot means the same instant for client, lawyer and server) and the
// spec's texts.
import { z } from 'zod';
import { idSchema, nextCursorSchema, paiseSchema, rateRupeesSchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';
import { bookingSlots } from './bookingClock';
import { bookingModes, bookingStatuses, scheduleTabs } from './bookingTerms';

export * from './bookingTerms';

export {
  bookedTimeLabel,
  bookingMinutes,
  bookingSlots,
  bookingToday,
  bookingUtcOffset,
  dayLabel,
  istOffsetMinutes,
  slotLabel,
  weekdayNames,
} from './bookingClock';

/** Default pattern: Monday to Saturday, every slot. */
export const defaultAvailabilityDays: readonly number[] = [1, 2, 3, 4, 5, 6];

export const bookingModeSchema = z.enum(bookingModes);
export type BookingMode = z.infer<typeof bookingModeSchema>;

export const bookingStatusSchema = z.enum(bookingStatuses);

export const scheduleTabSchema = z.enum(scheduleTabs);
export type ScheduleTab = z.infer<typeof scheduleTabSchema>;

export const bookingDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must look like YYYY-MM-DD.')
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
  }, 'Date must be a real calendar date.')
  // The refinements, as the API document says them: a real date, one of the slots.
  .meta({ format: 'date' });
export const bookingSlotSchema = z
  .string()
  .refine((s) => bookingSlots.includes(s), 'Slot must be a 30-minute start from 10:00 to 17:30.')
  .meta({ enum: [...bookingSlots] });

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

// ---- availability ----

export const availabilitySchema = z.object({
  days: z.array(z.number().int().min(0).max(6)),
  slots: z.array(z.string()),
  /** Rupees per minute, as the lawyer enters it. */
  rate: z.number().positive(),
  ratePaise: paiseSchema,
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityUpdateSchema = z.object({
  days: z
    .array(z.number().int().min(0).max(6))
    .max(7)
    .refine((d) => new Set(d).size === d.length, 'Days must not repeat.')
    .meta({ uniqueItems: true }),
  slots: z
    .array(bookingSlotSchema)
    .max(bookingSlots.length)
    .refine((s) => new Set(s).size === s.length, 'Slots must not repeat.')
    .meta({ uniqueItems: true }),
  /** Rupees per minute as typed; parsed into paise by the one rate rule. */
  rate: rateRupeesSchema,
});
export type AvailabilityUpdate = z.infer<typeof availabilityUpdateSchema>;

export const freeSlotsQuerySchema = z.object({ date: bookingDateSchema });

export const freeSlotsSchema = z.object({
  date: z.string(),
  slots: z.array(z.string()),
  minutes: z.number().int().positive(),
  ratePaise: paiseSchema,
  /** What the signed-in client would pay for one booking now (0 for a first consultation). */
  pricePaise: paiseSchema,
  firstConsultation: z.boolean(),
  officeAddress: z.string(),
});
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

// ---- bookings ----

export const createBookingSchema = z.object({
  lawyerId: idSchema,
  date: bookingDateSchema,
  slot: bookingSlotSchema,
  mode: bookingModeSchema,
  topic: z.string().trim().min(1, 'Please say what the consultation is about.').max(500),
});
export type CreateBooking = z.infer<typeof createBookingSchema>;

export const rescheduleBodySchema = z.object({ date: bookingDateSchema, slot: bookingSlotSchema });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

export const bookingDocumentSchema = z.object({ _id: idSchema, name: z.string() });

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export const refundSummarySchema = z.object({
  _id: idSchema,
  amountPaise: paiseSchema,
  status: z.enum(refundStatuses),
  /** The GST credit note, once the refund is processed. */
  creditNote: z.string().nullable(),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

export const bookingSchema = z.object({
  _id: idSchema,
  /** Whose calendar it is in (free slots for a reschedule come from there). */
  lawyerId: idSchema,
  date: z.string(),
  slot: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  minutes: z.number().int().positive(),
  mode: bookingModeSchema,
  topic: z.string(),
  /** The most it can cost, fixed at booking: booked minutes × booked rate (what is paid). */
  pricePaise: paiseSchema,
  /** The lawyer's per-minute rate when it was booked. */
  ratePaise: paiseSchema,
  /** Minutes used, once metered (never more than booked); null before. */
  meteredMinutes: z.number().int().nonnegative().nullable(),
  /** Owed back for unused minutes ('to be refunded'), once metered. */
  toBeRefundedPaise: paiseSchema,
  status: bookingStatusSchema,
  paidAt: z.string().nullable(),
  /** While awaiting payment: when the slot is released unless paid. */
  paymentDueAt: z.string().nullable(),
  /** Why a cancelled booking was cancelled. */
  cancelReason: z.enum(['client', 'lawyer', 'declined', 'unpaid', 'lawyer_no_show', 'suspended']).nullable(),
  /** Who did not join a missed consultation (null otherwise). */
  missedBy: z.enum(['lawyer', 'client']).nullable().optional(),
  /** The money going back to the client, once a refund exists. */
  refund: refundSummarySchema.nullable(),
  /** The signed-in user's side of it. */
  myRole: z.enum(['client', 'lawyer']),
  /** The other party: the lawyer for a client, the client for a lawyer. */
  otherParty: z.object({ _id: idSchema, name: z.string(), expertise: z.string() }),
  /** The lawyer's office address (shown for on-site consultations). */
  address: z.string(),
  documents: z.array(bookingDocumentSchema),
  reschedule: z
    .object({ _id: idSchema, date: z.string(), slot: z.string(), proposedByMe: z.boolean() })
    .nullable(),
  /** The client's side of a completed booking: reviewed when (null: not yet), reviewable until when (ISO). */
  reviewedAt: z.string().nullable().optional(),
  reviewableUntil: z.string().nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** One page of a tab (upcoming and live: soonest first; completed: latest first) and every tab's count. */
export const scheduleListSchema = z.object({
  tab: scheduleTabSchema,
  items: z.array(bookingSchema),
  nextCursor: nextCursorSchema,
  counts: z.object({
    upcoming: z.number().int().nonnegative(),
    live: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
  }),
});
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const uploadReplySchema = z.object({ message: z.string(), document: bookingDocumentSchema });

const byBookingId = z.object({ id: idSchema });
const bookings = 'Bookings';

/** The booking lifecycle: each answers the booking as the caller now sees it. */
export const bookingEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/bookings',
    access: 'signedIn',
    limits: [rateLimits.bookings],
    tag: bookings,
    summary: "Book a free slot of a verified lawyer (held for the lawyer's approval when they require it)",
    input: { body: createBookingSchema },
    reply: bookingSchema,
    status: 201,
  }),
  reschedule: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/reschedule',
    access: 'signedIn',
    limits: [rateLimits.bookings],
    tag: bookings,
    summary: 'Propose another slot; the other participant accepts or declines',
    input: { params: byBookingId, body: rescheduleBodySchema },
    reply: bookingSchema,
    status: 201,
  }),
  acceptReschedule: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/reschedule/accept',
    access: 'signedIn',
    tag: bookings,
    summary: "Accept the other participant's proposed slot",
    input: { params: byBookingId },
    reply: bookingSchema,
  }),
  declineReschedule: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/reschedule/decline',
    access: 'signedIn',
    tag: bookings,
    summary: "Decline the other participant's proposed slot (the booking stays)",
    input: { params: byBookingId },
    reply: bookingSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/approve',
    access: 'signedIn',
    tag: bookings,
    summary: 'The lawyer approves a booking held for approval',
    input: { params: byBookingId },
    reply: bookingSchema,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/decline',
    access: 'signedIn',
    tag: bookings,
    summary: 'The lawyer declines a booking held for approval (the slot is free again)',
    input: { params: byBookingId },
    reply: bookingSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    access: 'signedIn',
    tag: bookings,
    summary: 'Either participant cancels a booking that has not started',
    input: { params: byBookingId },
    reply: bookingSchema,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/calendar.ics',
    access: 'signedIn',
    tag: bookings,
    summary:
      'The booking as an iCalendar file (text/calendar, the invite mailed on confirmation); participants only',
    input: { params: byBookingId },
    reply: z.string(),
    replyTypes: [mediaTypes.calendar],
  }),
} as const;
