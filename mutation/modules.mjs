// The modules whose tests must catch every change that stands for a money, lock or access bug.
// `npm run mutation` mutates these; `npm run mutation -- <path>…` a subset.
export const mutationModules = [
  'server/services/recovery.ts',
  // Bookings (services/bookings/): each use case, who may see and change a booking, the shared checks.
  'server/services/bookings/access.ts',
  'server/services/bookings/common.ts',
  'server/services/bookings/createBooking.ts',
  'server/services/bookings/releaseLapsedHolds.ts',
  'server/services/bookings/proposeReschedule.ts',
  'server/services/bookings/acceptReschedule.ts',
  'server/services/bookings/declineReschedule.ts',
  'server/services/bookings/approveBooking.ts',
  'server/services/bookings/declineBooking.ts',
  'server/services/bookings/cancelBooking.ts',
  'server/services/bookings/cancelAndRefund.ts',
  // Access and limits as declared: mount's sign-in and admin gate, the declared limiters, the limiter itself.
  'server/routes/mount.ts',
  'server/routes/declaredLimits.ts',
  'server/middlewares/rateLimit.ts',
  // Payments: each use case, and what each kind of order pays for (payables/).
  'server/services/payments/createOrder.ts',
  'server/services/payments/confirmPayment.ts',
  'server/services/payments/recordPayment.ts',
  'server/services/payments/webhook.ts',
  'server/services/payments/cancelPremium.ts',
  'server/services/payments/subscriptions.ts',
  'server/services/payments/orders.ts',
  'server/services/payments/invoices.ts',
  'server/services/payments/payables/index.ts',
  'server/services/payments/payables/plan.ts',
  'server/services/payments/payables/booking.ts',
  'server/services/payments/payables/serviceOrder.ts',
  'server/services/sessions.ts',
  // Added since: the money rule (booked price, metered minutes, what is owed back) and demo-mode safety.
  'server/services/bookingMoney.ts',
  'server/services/install.ts', // demo mode: no demo account with a published password outside the demo
  // More money and access modules (`path:from-to` mutates those lines only).
  'server/services/refunds.ts',
  // Payouts (services/earnings/): the run, sending, settling, the lists and retry, who may, where money goes.
  'server/services/earnings/runPayouts.ts:14-85', // the run (its attempt limit stays outside, as before)
  'server/services/earnings/sendPayout.ts',
  'server/services/earnings/settlePayout.ts',
  'server/services/earnings/payoutLists.ts',
  'server/services/earnings/retryPayout.ts',
  'server/services/earnings/common.ts',
  'server/services/earnings/payoutAccount.ts:92-105', // destinationOf
  'server/services/reviews/deadline.ts', // the review deadline
  // Who may review what (services/reviews/): a review read, the lists, writing one.
  'server/services/reviews/common.ts:19-31',
  'server/services/reviews/listExpertReviews.ts',
  'server/services/reviews/reviewStates.ts',
  'server/services/reviews/createReview.ts',
  'server/services/reviews/reviewServiceOrder.ts:7-17',
  'server/services/reviews/saveReview.ts',
  'server/services/consultations/metering.ts', // live-consultation metering
];

// Where the limits of login, sign-up and recovery per client address are written (their declared rules): their
// numbers are checked (mutation/constants.mjs); the file is not given to Stryker (declarations, no logic).
export const constantModules = ['server/contract/rateLimits.ts:14-30'];

/** Constants whose change by one no behaviour shows, keyed `path:name`, with the reason. */
export const equivalentConstants = {
  'server/services/sessions.ts:maxCachedSessions':
    'the memory bound of the session cache; a miss reads the database',
};
