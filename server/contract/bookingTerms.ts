// The zod-free part of bookings.ts (which re-exports it): modes, tabs, the spec's texts and the cancellation
// policy. Screens import these as `@contract/bookingTerms`, so their first load carries no schemas (or zod).
import { bookingUtcOffset } from './bookingClock';

type BookingMode = (typeof bookingModes)[number];
type ScheduleTab = (typeof scheduleTabs)[number];

/**
 * awaiting_payment: a priced booking holding its slot until paymentDueAt (the product's one payment hold).
 * missed: a free first consultation nobody attended, once its booked end plus the grace has passed.
 */
export const bookingStatuses = [
  'awaiting_payment',
  'confirmed',
  'pending_approval',
  'cancelled',
  'completed',
  'missed',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingModes = ['video', 'phone', 'onsite'] as const;

export const bookingModeLabels: Record<BookingMode, string> = {
  video: 'Video chat',
  phone: 'Phone call',
  onsite: 'On-site at the office address',
};

/** The product's one payment hold: an unpaid order (and a slot held for it) lasts this long. */
export const paymentHoldMinutes = 15;

export const scheduleTabs = ['upcoming', 'live', 'completed'] as const;

export const bookingMessages = {
  slotTaken: 'This slot has just been booked. Please choose another.',
  slotUnavailable: 'This slot is not available. Please choose another.',
  pastSlot: 'This slot has already started. Please choose a later one.',
  noSlots: 'No slots available',
  booked: 'Consultation booked. You will find it in Schedules.',
  held: `Slot held for ${paymentHoldMinutes} minutes. Pay now to confirm your consultation.`,
  selectFile: 'Please select a file to upload',
  uploaded: (id: string) => `File uploaded successfully for schedule ID: ${id}`,
  /** The spec's words, then the reason the person can act on ('Unsupported file type: …'), when one is known. */
  uploadFailed: (id: string, reason?: string) =>
    `Failed to upload file for schedule ID: ${id}${reason ? `. ${reason}` : ''}`,
  emptyTab: (tab: ScheduleTab) =>
    tab === 'live' ? 'No live schedules available.' : `No ${tab} schedules available.`,
} as const;

/** The instant a slot starts. */
export function slotStart(date: string, slot: string): Date {
  return new Date(`${date}T${slot}:00${bookingUtcOffset}`);
}

/** The cancellation policy (server/services/refunds.ts applies it; the screens say what it gives back). */
export const refundPolicy = {
  /** A booking still awaiting the lawyer's approval goes back in full whenever it is cancelled: the lawyer
   * never committed. Otherwise a client cancelling at least this long before the start gets everything back… */
  fullRefundHours: 24,
  /** …later, this share. */
  lateCancelPercent: 50,
  /** A lawyer who has not joined this long after the start is a no-show: the client gets everything back. */
  noShowMinutes: 10,
} as const;

/** suspended: an admin suspended one of its participants (services/adminUsers), refunded in full. */
export type CancelReason = 'client' | 'lawyer' | 'declined' | 'unpaid' | 'lawyer_no_show' | 'suspended';

/** What goes back to the client when a paid booking, now in `status`, is cancelled for `reason` at `at`. */
export function cancellationRefundPaise(
  paidPaise: number,
  reason: CancelReason,
  startAt: Date,
  at: Date,
  status: BookingStatus,
) {
  if (reason === 'unpaid') return 0;
  if (reason !== 'client') return paidPaise; // the lawyer cancelled, declined or did not come
  if (status === 'pending_approval') return paidPaise; // the lawyer never committed
  const early = startAt.getTime() - at.getTime() >= refundPolicy.fullRefundHours * 3_600_000;
  return early ? paidPaise : Math.floor((paidPaise * refundPolicy.lateCancelPercent) / 100);
}

/** Who did not join a missed consultation; the lawyer's absence leaves the client their free first one. */
export type MissedBy = 'lawyer' | 'client';

/** A lawyer who never came to the room missed it; one who came waited for a client who did not. */
export const missedByOf = (lawyerJoined: boolean): MissedBy => (lawyerJoined ? 'client' : 'lawyer');

/** Why a consultation was missed, as `myRole` reads it. */
export function missedReason(missedBy: MissedBy, myRole: 'client' | 'lawyer'): string {
  if (missedBy === myRole) return 'You did not join';
  return missedBy === 'lawyer' ? 'The lawyer did not join' : 'The client did not join';
}

/** What a missed consultation did to the client's free first consultation, in the client's words. */
export const missedFreeFirst: Record<MissedBy, string> = {
  lawyer: 'Your first consultation is still free: book another time.',
  client: 'It was your free first consultation.',
};

/** The cancellation policy in the words shown when booking and on the terms page. */
export const cancellationPolicy = [
  "Cancel while the booking awaits the lawyer's approval: full refund, whenever it is.",
  'Cancel 24 hours or more before the start: full refund.',
  'Cancel less than 24 hours before the start: 50% refund.',
  'If the lawyer cancels, declines or does not join within 10 minutes of the start: full refund.',
] as const;

/** Where a booking's document is downloaded (scheduleEndpoints.document). */
export const bookingDocumentPath = '/api/booking-documents/:id';
