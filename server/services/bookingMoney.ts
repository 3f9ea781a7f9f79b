// The money rule of a consultation, the one place it is written down. The spec sells consultations 'priced
// per minute':
//  - a booking fixes its rate (the lawyer's rate at that moment) and its most it can cost, before anyone pays:
//    booked minutes × booked rate (₹0 for the client's free first consultation). That maximum is what is paid;
//    a later change of the lawyer's rate never touches it.
//  - metering records the minutes used, never more than the booked minutes;
//  - the unused minutes' amount, (booked − metered) × booked rate, is owed back to the client ('to be
//    refunded', shown on the booking and its invoice) and is paid out by the product's refund service; until
//    that runs it is recorded on the booking (refund_due_paise), never lost.
// Payment orders for bookings and plans hold for one payment-hold time (also the slot hold of pay-at-booking).

export { paymentHoldMinutes } from '@contract';

export interface BookedPrice {
  minutes: number;
  rate_paise: number;
  free_first: number;
}

/** The most the booking can cost (what the client pays). */
export function maximumPricePaise({ minutes, rate_paise, free_first }: BookedPrice): number {
  return free_first === 1 ? 0 : minutes * rate_paise;
}

/** Metered minutes as billed: never more than booked. */
export function billableMinutes(metered: number, booked: number): number {
  return Math.max(0, Math.min(metered, booked));
}

/** Owed back for minutes booked but not used (₹0 for the free first consultation). */
export function toBeRefundedPaise(booking: BookedPrice, meteredMinutes: number): number {
  if (booking.free_first === 1) return 0;
  return (booking.minutes - billableMinutes(meteredMinutes, booking.minutes)) * booking.rate_paise;
}
