// What a schedule card says about its booking's state, each as one sentence in the reader's language: the
// minutes used and what is to be refunded, the refund, the payment hold, the lawyer's approval, who missed a free
// first consultation, a proposed new time; and what cancelling now gives back (for the confirmation).
import type { Booking } from '@contract';
import { formatSlot } from '@/i18n/dates';
import { cancellationRefundPaise } from '@contract/bookingTerms';
import { formatRupees } from '@contract/rupees';
import { useT, type Translate } from '@/i18n';
import { formatDate, formatTime } from '@/i18n/dates';

/** What cancelling now gives back, in the policy's words, for the confirmation. */
export function cancelConsequence(b: Booking, now: number, t: Translate): string {
  if (!b.paidAt || b.pricePaise === 0) return t('Nothing was paid, so nothing is charged.');
  const back = cancellationRefundPaise(
    b.pricePaise,
    b.myRole === 'client' ? 'client' : 'lawyer',
    new Date(b.startAt),
    new Date(now),
    b.status,
  );
  const amount = formatRupees(back);
  if (b.myRole === 'lawyer') return t('The client gets a full refund of {amount}.', { amount });
  return back === b.pricePaise
    ? t('You get a full refund of {amount}.', { amount })
    : t('Less than 24 hours before the start: you get {amount} back (50%).', { amount });
}

/** Why a free first consultation was missed, as the reader's role sees it. */
function missedText(missedBy: 'lawyer' | 'client', myRole: Booking['myRole'], t: Translate): string {
  if (myRole === 'client')
    return missedBy === 'client'
      ? t('You did not join. It was your free first consultation.')
      : t('The lawyer did not join. Your first consultation is still free: book another time.');
  return missedBy === 'lawyer' ? t('You did not join.') : t('The client did not join.');
}

function refundText(refund: NonNullable<Booking['refund']>, t: Translate): string {
  const amount = formatRupees(refund.amountPaise);
  const creditNote = refund.creditNote;
  if (refund.status === 'pending')
    return creditNote
      ? t('Refund {amount} in progress · credit note {creditNote}', { amount, creditNote })
      : t('Refund {amount} in progress', { amount });
  if (refund.status === 'failed')
    return creditNote
      ? t('Refund {amount} failed · credit note {creditNote}', { amount, creditNote })
      : t('Refund {amount} failed', { amount });
  return creditNote
    ? t('Refund {amount} processed · credit note {creditNote}', { amount, creditNote })
    : t('Refund {amount} processed', { amount });
}

export function ScheduleNotices({ booking }: { booking: Booking }) {
  const t = useT();
  const name = booking.otherParty.name;
  const client = booking.myRole === 'client';
  return (
    <>
      {booking.toBeRefundedPaise > 0 && (
        <p aria-label={t('Refund')}>
          {t('Used {used} of {minutes} min · To be refunded: {amount}', {
            used: booking.meteredMinutes,
            minutes: booking.minutes,
            amount: formatRupees(booking.toBeRefundedPaise),
          })}
        </p>
      )}
      {booking.refund && <p aria-label={t('Refund status')}>{refundText(booking.refund, t)}</p>}
      {booking.status === 'awaiting_payment' && booking.paymentDueAt && (
        <p role="status">
          {client
            ? t('Pay {amount} by {time} to confirm, or the slot is released.', {
                amount: formatRupees(booking.pricePaise),
                time: formatTime(booking.paymentDueAt),
              })
            : t('Waiting for {name} to pay (until {time}).', {
                name,
                time: formatTime(booking.paymentDueAt),
              })}
        </p>
      )}
    </>
  );
}

/** The lines under the documents: an approval awaited, a missed consultation, a proposed new time. */
export function ScheduleAnswers({ booking }: { booking: Booking }) {
  const t = useT();
  const name = booking.otherParty.name;
  const proposal = booking.reschedule;
  return (
    <>
      {booking.status === 'pending_approval' && (
        <p role="status">
          {booking.myRole === 'lawyer'
            ? t('{name} asks for this consultation. Approve or decline it.', { name })
            : t('Waiting for {name} to approve this consultation.', { name })}
        </p>
      )}
      {booking.status === 'missed' && booking.missedBy && (
        <p role="status">{missedText(booking.missedBy, booking.myRole, t)}</p>
      )}
      {proposal && (
        <p role="status">
          {proposal.proposedByMe
            ? t('Reschedule requested to {day} at {time}; waiting for {name}.', {
                day: formatDate(proposal.date),
                time: formatSlot(proposal.slot),
                name,
              })
            : t('{name} asks to reschedule to {day} at {time}.', {
                name,
                day: formatDate(proposal.date),
                time: formatSlot(proposal.slot),
              })}
        </p>
      )}
    </>
  );
}
