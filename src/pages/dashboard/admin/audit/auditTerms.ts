// The audit log's words: each action and each kind of subject as admins read them (English source texts,
// shown through t() in the reader's language).
import type { AuditAction, AuditSubject } from '@contract/audit';
import { msg } from '@/i18n/language';

export const actionLabels: Record<AuditAction, string> = {
  'user.suspended': msg('Account suspended'),
  'user.reinstated': msg('Account reinstated'),
  'user.note_added': msg('Note added'),
  'lawyer.approved': msg('Lawyer verified'),
  'lawyer.rejected': msg('Lawyer not verified'),
  'review.hidden': msg('Review hidden'),
  'review.restored': msg('Review restored'),
  'catalogue.changed': msg('Document catalogue changed'),
  'payout.retried': msg('Payout sent again'),
  'refund.issued': msg('Refund issued'),
  'refund.exception_issued': msg('Exception refund issued'),
  'refund.retried': msg('Refund sent again'),
  'support.replied': msg('Support message answered'),
  'support.closed': msg('Support message closed'),
  'audit.exported': msg('Audit log exported'),
  'security.new_device_sign_in': msg('Signed in from a new device'),
  'security.password_reset': msg('Password reset'),
  'security.two_factor_on': msg('Two-factor authentication turned on'),
  'security.two_factor_off': msg('Two-factor authentication turned off'),
  'security.phone_changed': msg('Mobile number added or changed'),
  'security.sessions_ended': msg('Session ended'),
  'security.data_export': msg('Data downloaded'),
  'security.erasure': msg('Account erased'),
};

export const subjectLabels: Record<AuditSubject, string> = {
  user: msg('User'),
  payment: msg('Payment'),
  refund: msg('Refund'),
  payout: msg('Payout'),
  review: msg('Review'),
  service: msg('Package'),
  service_order: msg('Document order'),
  support_message: msg('Contact message'),
  support_ticket: msg('Support ticket'),
};
