// The dashboard side navigation (spec 'Dashboard layout') and which entry a path highlights.
import { msg } from '@/i18n/language';
import { isUnder } from '../chrome';

export interface NavEntry {
  path: string;
  label: string;
}

export const dashboardNav: readonly NavEntry[] = [
  { path: '/dashboard/schedules', label: msg('Schedules') },
  { path: '/dashboard/create-request', label: msg('Create Request') },
  { path: '/dashboard/find-experts', label: msg('Find Experts') },
  { path: '/dashboard/invoices', label: msg('Invoices') },
  { path: '/dashboard/bills-payments', label: msg('Bills & Payments') },
  { path: '/dashboard/activities', label: msg('Activities') },
  { path: '/dashboard/settings', label: msg('Settings') },
  { path: '/dashboard/help-center', label: msg('Help Center') },
];

/** Entries only some roles see: the admin console (its overview first), and the professional's profile step. */
export const adminOverviewNavEntry: NavEntry = { path: '/dashboard/admin', label: msg('Overview') };
export const adminSupportNavEntry: NavEntry = {
  path: '/dashboard/admin/support',
  label: msg('Support inbox'),
};
export const adminUsersNavEntry: NavEntry = { path: '/dashboard/admin/users', label: msg('Users') };
export const adminPaymentsNavEntry: NavEntry = {
  path: '/dashboard/admin/payments',
  label: msg('Payments'),
};
export const adminNavEntry: NavEntry = {
  path: '/dashboard/admin/verifications',
  label: msg('Verifications'),
};
export const adminReviewsNavEntry: NavEntry = {
  path: '/dashboard/admin/reviews',
  label: msg('Reported reviews'),
};
/** A lawyer's own profile, edited inside the dashboard (the onboarding step is /account-creation/profile). */
export const professionalNavEntry: NavEntry = {
  path: '/dashboard/practice-profile',
  label: msg('Lawyer profile'),
};
/** The spec's Create Request entry as a lawyer reads it: the requests clients sent them. */
export const lawyerRequestsLabel = msg('Requests');
/** Legal documents as a service: a lawyer's queue and orders, admins' catalogue. */
export const documentOrdersNavEntry: NavEntry = {
  path: '/dashboard/service-orders',
  label: msg('Document orders'),
};
export const adminServicesNavEntry: NavEntry = {
  path: '/dashboard/admin/services',
  label: msg('Document catalogue'),
};
/** A lawyer's earnings and payouts, admins' payouts. */
export const earningsNavEntry: NavEntry = { path: '/dashboard/earnings', label: msg('Earnings') };
export const adminPayoutsNavEntry: NavEntry = { path: '/dashboard/admin/payouts', label: msg('Payouts') };
export const adminAuditNavEntry: NavEntry = { path: '/dashboard/admin/audit', label: msg('Audit log') };
/** A client's wallet: top-ups, what instant consultations took, and the refund of the rest. */
export const walletNavEntry: NavEntry = { path: '/dashboard/wallet', label: msg('Wallet') };

/** The side navigation for a role. */
export function navFor(role: string | undefined): readonly NavEntry[] {
  if (role === 'admin')
    return [
      ...dashboardNav,
      documentOrdersNavEntry,
      adminOverviewNavEntry,
      adminSupportNavEntry,
      adminUsersNavEntry,
      adminPaymentsNavEntry,
      adminNavEntry,
      adminReviewsNavEntry,
      adminServicesNavEntry,
      adminPayoutsNavEntry,
      adminAuditNavEntry,
    ];
  if (role === 'professional')
    return [
      ...dashboardNav.map((entry) =>
        entry.path === '/dashboard/create-request' ? { ...entry, label: lawyerRequestsLabel } : entry,
      ),
      documentOrdersNavEntry,
      earningsNavEntry,
      professionalNavEntry,
    ];
  // A client keeps the spec's eight entries and their wallet; orders are reached from /documents, Bills and notices.
  return [...dashboardNav, walletNavEntry];
}

/** The entry whose path is a prefix of `pathname` (longest wins), or undefined. */
export function activeNavPath(
  pathname: string,
  entries: readonly NavEntry[] = dashboardNav,
): string | undefined {
  return entries
    .filter((entry) => isUnder(pathname, entry.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}
