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
  'server/services/install.ts',
];
