// The Users console's words for the API's roles and statuses (English source texts, said through t()).
import type { AdminUserRole, AdminUserStatus } from '@contract/adminUserTerms';
import { msg } from '@/i18n';

export const roleLabels: Record<AdminUserRole, string> = {
  client: msg('Client'),
  lawyer: msg('Lawyer'),
  admin: msg('Admin'),
};

export const statusLabels: Record<AdminUserStatus, string> = {
  active: msg('Active'),
  suspended: msg('Suspended'),
};
export const statusColors: Record<AdminUserStatus, string> = { active: 'green', suspended: 'red' };

export const verificationLabels: Record<string, string> = {
  pending: msg('Verification pending'),
  verified: msg('Verified'),
  rejected: msg('Verification rejected'),
};

/** Statuses of the user's bookings, requests and document orders, as the short lists show them. */
export const activityStatusLabels: Record<string, string> = {
  awaiting_payment: msg('Awaiting payment'),
  pending_approval: msg('Awaiting approval'),
  confirmed: msg('Confirmed'),
  cancelled: msg('Cancelled'),
  completed: msg('Completed'),
  missed: msg('Missed'),
  new: msg('New'),
  'on-going': msg('On-going'),
  awaiting_lawyer: msg('Awaiting a lawyer'),
  in_progress: msg('In progress'),
  revision_requested: msg('Revision requested'),
  delivered: msg('Delivered'),
};
