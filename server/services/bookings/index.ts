// The booking lifecycle, one use case per file: book a slot, propose / accept / decline another slot, approve
// or decline a booking held for approval, cancel. Each runs in one transaction with the notice it causes.
export type { BookingDeps } from './common';
export { participantBooking } from './access';
export { createBooking } from './createBooking';
export { releaseLapsedHolds } from './releaseLapsedHolds';
export { proposeReschedule } from './proposeReschedule';
export { acceptReschedule } from './acceptReschedule';
export { declineReschedule } from './declineReschedule';
export { approveBooking } from './approveBooking';
export { declineBooking } from './declineBooking';
export { cancelBooking } from './cancelBooking';
export { cancelAndRefund, cancelWithin } from './cancelAndRefund';
