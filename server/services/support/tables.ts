// Where each kind of message is kept, and what the audit log calls it.
import type { AuditSubject, SupportKind } from '@contract';

export const tableOf = (kind: SupportKind) =>
  kind === 'ticket' ? ('support_tickets' as const) : ('contact_messages' as const);

export const auditSubjectOf = (kind: SupportKind): AuditSubject =>
  kind === 'ticket' ? 'support_ticket' : 'support_message';
