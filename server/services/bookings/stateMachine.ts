// The booking's state machine, written once: which states each step leaves from (the use cases' and jobs'
// conditional updates) and who may take it now (the use cases' checks before the update).
//   booked → awaiting_payment (priced) | pending_approval (the lawyer approves each booking) | confirmed
//   awaiting_payment → (paid within the hold) pending_approval | confirmed; (the hold lapses) → cancelled
//   pending_approval → (the lawyer approves) confirmed; (the lawyer declines) → cancelled
//   awaiting_payment | pending_approval | confirmed → (a participant cancels before the start) cancelled
//   confirmed → (paid, and the lawyer never came) cancelled; (the consultation is held) → completed
//   pending_approval | confirmed → (a free first consultation nobody attended) missed
import type { BookingStatus } from '@contract';
import type { BookingRow } from '../../db/schema';

/** Who asks: their role comes from the booking (its client, its lawyer, or neither). */
export interface Viewer {
  id: string;
}

export type BookingState = Pick<BookingRow, 'status' | 'client_id' | 'lawyer_id' | 'start_at'>;
type Sides = Pick<BookingState, 'status' | 'client_id' | 'lawyer_id'>;
type PayState = Pick<
  BookingRow,
  'status' | 'client_id' | 'lawyer_id' | 'paid_at' | 'price_paise' | 'payment_due_at'
>;

/** Ahead of its consultation: not cancelled, and not yet completed or missed. */
const live = [
  'awaiting_payment',
  'pending_approval',
  'confirmed',
] as const satisfies readonly BookingStatus[];

/** Each step's from-states and, when it moves the booking, its to-state (booking a slot leaves from none). */
export const transitions = {
  bookPriced: { from: [], to: 'awaiting_payment' },
  bookForApproval: { from: [], to: 'pending_approval' },
  book: { from: [], to: 'confirmed' },
  pay: { from: ['awaiting_payment'], to: 'confirmed' },
  payForApproval: { from: ['awaiting_payment'], to: 'pending_approval' },
  /** A payment is taken in any state but cancelled; only from awaiting_payment does it move the status. */
  settle: { from: ['awaiting_payment', 'pending_approval', 'confirmed', 'completed', 'missed'] },
  lapse: { from: ['awaiting_payment'], to: 'cancelled' },
  approve: { from: ['pending_approval'], to: 'confirmed' },
  decline: { from: ['pending_approval'], to: 'cancelled' },
  cancel: { from: live, to: 'cancelled' },
  reschedule: { from: live },
  noShow: { from: ['confirmed'], to: 'cancelled' },
  miss: { from: ['pending_approval', 'confirmed'], to: 'missed' },
  /** A completed consultation's room stays readable; only a confirmed one takes messages, calls and End. */
  enterRoom: { from: ['confirmed', 'completed'] },
  talk: { from: ['confirmed'] },
  /** Calls are metered until the booking is closed (completed or missed); a cancelled one is metered only. */
  meter: { from: [...live, 'cancelled'] },
  complete: { from: live, to: 'completed' },
  review: { from: ['completed'] },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to?: BookingStatus }>;

export type Step = keyof typeof transitions;

/** The booking is in one of the step's from-states. */
export const isIn = (b: Pick<BookingState, 'status'>, step: Step): boolean =>
  (transitions[step].from as readonly BookingStatus[]).includes(b.status);

/** The status a new booking starts in. */
export const bookedStatus = (priced: boolean, needsApproval: boolean): BookingStatus =>
  priced ? transitions.bookPriced.to : needsApproval ? transitions.bookForApproval.to : transitions.book.to;

/** The status a booking awaiting payment moves to once paid. */
export const paidStatus = (needsApproval: boolean): BookingStatus =>
  needsApproval ? transitions.payForApproval.to : transitions.pay.to;

export const roleOf = (b: Pick<BookingState, 'client_id' | 'lawyer_id'>, v: Viewer) =>
  b.client_id === v.id ? 'client' : b.lawyer_id === v.id ? 'lawyer' : null;

const ahead = (b: Pick<BookingState, 'start_at'>, now: Date) =>
  new Date(b.start_at).getTime() > now.getTime();

/** The payment hold is over and the booking still awaits payment. */
export const hasLapsed = (b: Pick<PayState, 'status' | 'payment_due_at'>, now: Date) =>
  isIn(b, 'lapse') && !!b.payment_due_at && Date.parse(b.payment_due_at) <= now.getTime();

export const canCancel = (b: BookingState, v: Viewer, now: Date) =>
  roleOf(b, v) !== null && isIn(b, 'cancel') && ahead(b, now);
export const canReschedule = (b: BookingState, v: Viewer, now: Date) =>
  roleOf(b, v) !== null && isIn(b, 'reschedule') && ahead(b, now);
export const canApprove = (b: BookingState, v: Viewer, now: Date) =>
  roleOf(b, v) === 'lawyer' && isIn(b, 'approve') && ahead(b, now);
/** Declining has no deadline: the lawyer may still turn down a booking they never took up. */
export const canDecline = (b: Sides, v: Viewer) => roleOf(b, v) === 'lawyer' && isIn(b, 'decline');
export const canPay = (b: PayState, v: Viewer, now: Date) =>
  roleOf(b, v) === 'client' && isIn(b, 'settle') && !b.paid_at && b.price_paise > 0 && !hasLapsed(b, now);
export const canEnterRoom = (b: Sides, v: Viewer) => roleOf(b, v) !== null && isIn(b, 'enterRoom');
export const canReview = (b: Sides, v: Viewer) => roleOf(b, v) === 'client' && isIn(b, 'review');
