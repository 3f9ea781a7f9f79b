// An engagement's cells as the bills list sends them (server/services/bills.ts), in the reader's language: the
// status is one or more parts joined by ' · ' ('Missed · The lawyer did not join', 'Paid · refunded ₹500/-'),
// each translated on its own; the duration is '{n} min'. A text this list does not know stays as sent.
import { msg, type Translate } from '@/i18n';

/** The bills list's own words (its request and document order statuses, the refund words). */
export const engagementWords: readonly string[] = [
  msg('New'),
  msg('On-going'),
  msg('Completed'),
  msg('Missed'),
  msg('Awaiting payment'),
  msg('Awaiting a lawyer'),
  msg('In progress'),
  msg('Revision requested'),
  msg('Delivered'),
];

const refundParts: Record<string, string> = {
  'refund in progress': msg('refund in progress {amount}'),
  refunded: msg('refunded {amount}'),
  'refund failed': msg('refund failed {amount}'),
};
const refundPart = /^(refund in progress|refunded|refund failed) (₹.*)$/;

export function engagementStatus(status: string, t: Translate): string {
  return status
    .split(' · ')
    .map((part) => {
      const refund = refundPart.exec(part);
      return refund ? t(refundParts[refund[1]], { amount: refund[2] }) : t(part);
    })
    .join(' · ');
}

export function engagementDuration(duration: string, t: Translate): string {
  const minutes = /^(\d+) min$/.exec(duration);
  return minutes ? t('{minutes} min', { minutes: Number(minutes[1]) }) : duration || '—';
}
