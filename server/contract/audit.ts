// The audit log's vocabulary: every action it records and the kinds of thing an action is done to. Admin
// actions and security events; the console filters and shows them by these names.
export const auditActions = [
  // admin actions
  'user.suspended',
  'user.reinstated',
  'user.note_added',
  'lawyer.approved',
  'lawyer.rejected',
  'review.hidden',
  'review.restored',
  'catalogue.changed',
  'payout.retried',
  'refund.issued',
  'refund.exception_issued',
  'refund.retried',
  'support.replied',
  'support.closed',
  'audit.exported',
  // security events
  'security.new_device_sign_in',
  'security.password_reset',
  'security.two_factor_on',
  'security.two_factor_off',
  'security.phone_changed',
  'security.sessions_ended',
  'security.data_export',
  'security.erasure',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditSubjects = [
  'user',
  'payment',
  'refund',
  'payout',
  'review',
  'service',
  'service_order',
  'support_message',
  'support_ticket',
] as const;
export type AuditSubject = (typeof auditSubjects)[number];
