// Every screen of the spec (section 2) with the <h1> it shows and whether it needs a login.
// Plain data with no imports: routes.tsx is checked against it in unit tests and the e2e suite visits it.

export interface CatalogRoute {
  /** Router path; `:id` stands for any id. */
  path: string;
  /** Text of the page's <h1> (for /blog/:id: what an unknown id shows). */
  heading: string;
  /** True when a logged-out visitor is sent to /login. */
  guarded: boolean;
}

const open = (path: string, heading: string): CatalogRoute => ({ path, heading, guarded: false });
const guarded = (path: string, heading: string): CatalogRoute => ({ path, heading, guarded: true });

export const routeCatalog: readonly CatalogRoute[] = [
  // Public
  open('/', 'Legal help from verified lawyers, any time, anywhere'),
  open('/login', 'Login into your account'),
  open('/about', 'About us'),
  open('/contact', 'Contact us'),
  open('/blog', 'Blogs'),
  open('/blogs', 'Blogs'),
  open('/blog/:id', 'Blog not found'),
  open('/services', 'Our services'),
  open('/privacy-policy', 'Privacy policy'),
  open('/terms-and-conditions', 'Terms and conditions'),
  open('/how-it-works', 'How it works'),
  open('/partner-with-us', 'Expand your client base and streamline your practice'),
  open('/property-registration', 'Property registration'),
  open('/landing', 'Stuck in paper works?'),
  open('/consultation', 'Consult a lawyer online'),
  open('/download', 'Download the LexSetu app'),
  // Account creation and recovery
  open('/account-creation', 'Choose your account type'),
  open('/account-creation/consumer', 'Create a consumer account'),
  open('/account-creation/professional', 'Create a professional account'),
  open('/account-creation/successful', 'Account created successfully'),
  open('/account-creation/setup', 'Select your consultation types'),
  open('/forget-password', 'Forgot password'),
  open('/forget-password/otp', 'Reset password'),
  open('/forget-password/reset', 'Create new password'),
  open('/forget-password/confirmation', 'Your new password is created.'),
  // Dashboard (login required)
  guarded('/dashboard/schedules', 'Schedules'),
  guarded('/dashboard/consultation/:id', 'Consultation'),
  guarded('/dashboard/create-request', 'Create Request'),
  guarded('/dashboard/requests/:id/chat', 'Chat'),
  guarded('/dashboard/find-experts', 'Find experts by expertise, skills or names'),
  guarded('/dashboard/bills-payments', 'Bills & Payments'),
  guarded('/dashboard/invoices', 'Invoices'),
  guarded('/dashboard/activities', 'Activities'),
  guarded('/dashboard/notifications', 'Notifications'),
  guarded('/dashboard/settings', 'Settings'),
  guarded('/dashboard/settings/profile-management', 'Profile management'),
  guarded('/dashboard/settings/security-privacy', 'Security & privacy'),
  guarded('/dashboard/settings/accessibilities', 'Accessibilities'),
  guarded('/dashboard/settings/call-settings', 'Call & Communication'),
  guarded('/dashboard/settings/refer-earn', 'Refer & earn'),
  guarded('/dashboard/settings/session-management', 'Session management'),
  guarded('/dashboard/settings/availability', 'Availability'),
  guarded('/dashboard/earnings', 'Earnings'),
  guarded('/dashboard/earnings/payout-settings', 'Payout settings'),
  guarded('/dashboard/earnings/payouts', 'Payouts'),
  guarded('/dashboard/wallet', 'Wallet'),
  guarded('/dashboard/help-center', 'Help center'),
  guarded('/dashboard/lawyer-profile/:id', 'Lawyer profile'),
  guarded('/dashboard/practice-profile', 'Edit your lawyer profile'),
  // Dashboard group, reachable without login
  open('/pricing', 'Choose your plan'),
  open('/payment', 'Payment'),
  open('/profile', 'Profile'),
  open('/cancle-premium', 'Cancel premium'),
];

/** Paths that only forward elsewhere (no heading of their own). */
export const routeRedirects: readonly { from: string; to: string }[] = [
  { from: '/dashboard', to: '/dashboard/schedules' },
  { from: '/cancel-premium', to: '/cancle-premium' },
];

/**
 * Steps that need the navigation state of the step before (the recovery flow): rendered with `sampleState`
 * they show their heading; reached without state they send the visitor to `withoutState`.
 */
export const routeStateRequirements: Readonly<
  Record<string, { sampleState: Record<string, string>; withoutState: string }>
> = {
  '/forget-password/otp': { sampleState: { email: 'asha@example.in' }, withoutState: '/forget-password' },
  '/forget-password/reset': {
    sampleState: { email: 'asha@example.in', resetToken: 'sample-reset-token' },
    withoutState: '/forget-password',
  },
};
