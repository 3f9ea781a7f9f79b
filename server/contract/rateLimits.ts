// Every declared rate limit, by name: endpoint declarations list the ones they take (`limits`), mount applies
// them and the API document shows them. Enough for real use; a script flooding others is stopped.
import type { RateLimitRule } from './endpoint';

const minute = 60_000;
const rule = (bucket: string, windowMs: number, max: number, per: RateLimitRule['per'], more = {}) =>
  ({ bucket, windowMs, max, per, ...more }) as RateLimitRule;
const tryAgain = (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`;

/** Downloads of one's data per account per day. */
export const exportsPerDay = 5;

export const rateLimits = {
  // Sign-in and recovery, per network: failed logins only, and never on the e-mail alone (a stranger's wrong
  // guesses must never lock its owner out).
  signup: rule('signup', 10 * minute, 20, 'address', {
    maxSetting: 'signupLimit',
    message: (s: number) =>
      `Too many accounts were created from this network. Please try again in ${s} seconds.`,
  }),
  loginPerEmailAndAddress: rule('login-email', 15 * minute, 10, 'emailAndAddress', {
    failuresOnly: true,
    message: (s: number) => `Too many login attempts. Please try again in ${s} seconds.`,
  }),
  loginPerAddress: rule('login-address', 15 * minute, 50, 'address', {
    failuresOnly: true,
    message: (s: number) => `Too many login attempts. Please try again in ${s} seconds.`,
  }),
  /** On top of recovery's per-address limits in the database (resend, codes per hour, wrong tries). */
  recovery: rule('recovery', 10 * minute, 30, 'address', { message: tryAgain }),
  twoFactor: rule('two-factor', 15 * minute, 10, 'user'),
  /** SMS codes for one's mobile number, on top of the per-account and per-number limits in the database. */
  phoneCodesPerAddress: rule('phone-code-address', 60 * minute, 20, 'address'),
  /** Code or password guesses when setting a number. */
  phoneChange: rule('phone-change', 15 * minute, 10, 'user'),
  // Anonymous forms are easy to flood: a handful per client every ten minutes is plenty for a person.
  contact: rule('contact', 10 * minute, 5, 'address'),
  lead: rule('leads', 10 * minute, 10, 'address'),
  // Writes per account.
  bookings: rule('bookings', 10 * minute, 30, 'user'),
  createRequest: rule('create-request', 10 * minute, 30, 'user', {
    message: (s: number) =>
      `You have created many requests in a short time. Please try again in ${s} seconds.`,
  }),
  serviceOrders: rule('service-orders', 10 * minute, 60, 'user'),
  reviews: rule('reviews', 10 * minute, 30, 'user'),
  supportTickets: rule('tickets', 60 * minute, 10, 'user'),
  lawyerProfile: rule('lawyer-profile', minute, 20, 'user'),
  payments: rule('pay', minute, 30, 'user'),
  /** Password or 2FA guesses on the payout account or PAN: a few per quarter hour. */
  payoutAccount: rule('payout-account', 15 * minute, 10, 'user'),
  accountData: rule('account-data', 15 * minute, 10, 'user'),
  accountExport: rule('account-export', 24 * 60 * minute, exportsPerDay, 'user', {
    message: (s: number) =>
      `You can download your data ${exportsPerDay} times a day. Please try again in ${Math.ceil(s / 3600)} hours.`,
  }),
  // Files.
  bookingUpload: rule('upload', 10 * minute, 30, 'user'),
  roomUpload: rule('consultation-upload', 10 * minute, 30, 'user'),
  documentUpload: rule('doc-up', minute, 30, 'user'),
  documentPin: rule('doc-pin', minute, 30, 'user'),
  profilePhoto: rule('photo', 10 * minute, 20, 'user'),
  calendarFeed: rule('calendar-feed', minute, 30, 'address'),
} satisfies Record<string, RateLimitRule>;
