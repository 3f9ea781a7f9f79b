// The modules whose tests must catch every change that stands for a money, lock or access bug (issue 30).
// `npm run mutation` mutates these; `npm run mutation -- <path>…` a subset.
export const mutationModules = [
  'server/services/recovery.ts',
  'server/services/bookings.ts',
  'server/middlewares/rateLimit.ts',
  'server/services/payments/service.ts',
  'server/services/sessions.ts',
  // Added since: the money rule (booked price, metered minutes, what is owed back) and demo-mode safety.
  'server/services/bookingMoney.ts',
  'server/services/install.ts', // demo mode: no demo account with a published password outside the demo
  // Issue 30's money and access modules (`path:from-to` mutates those lines only).
  'server/services/refunds.ts',
  'server/services/earnings.ts:470-770', // payouts
  'server/services/reviews.ts:40-43', // the review deadline
  'server/services/reviews.ts:160-293', // who may review what
  'server/services/consultations.ts:393-458', // live-consultation metering
];

// Where the limits of login, sign-up and recovery per client address are written: their numbers are checked
// (mutation/constants.mjs), their code is not given to Stryker (route wiring, tested through the API).
export const constantModules = ['server/routes/accounts/index.ts', 'server/routes/recovery/index.ts'];

/** Constants whose change by one no behaviour shows, keyed `path:name`, with the reason. */
export const equivalentConstants = {
  'server/services/sessions.ts:maxCachedSessions':
    'the memory bound of the session cache; a miss reads the database',
};
