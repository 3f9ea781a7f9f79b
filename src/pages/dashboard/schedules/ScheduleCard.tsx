// One schedule card (spec section 2): the other party's name and expertise, the title, 'Start at {time}', the
// mode (Video chat, Phone call, or the office address), attached documents, and the actions of its tab.
// A booking held by the lawyer's 'Require approval' setting says so on both sides; the lawyer approves or declines.
// A priced booking awaiting payment offers Pay now until its hold ends; cancelling says what comes back.
// Laid out as a calendar entry: a date block, then who, what, when (with the end) and how (with an icon), and
// the actions by importance: the one to do now (Pay now, Join, Approve, Accept new time) first, Cancel last.
import type { Booking, ScheduleTab } from '@contract';
import { slotLabel } from '@contract/bookingClock';
import { bookingDocumentPath, bookingModeLabels, cancellationRefundPaise } from '@contract/bookingTerms';
import { pathOf } from '@contract/paths';
import { formatRupees } from '@contract/rupees';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import { initialsOf } from '@/layouts/dashboard/initials';
import { Button, Tag } from 'antd';
import { Avatar } from '@/components/avatar';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DocumentChips } from '@/components/DocumentChips';
import { lazyPart } from '@/components/lazyPart';
import { calendarPage, formatDate, formatTime } from '@/i18n/dates';
import { LinkButton } from '@/components/LinkButton';

interface Props {
  booking: Booking;
  tab: ScheduleTab;
  /** Percent sent of this card's upload in flight; null when none. */
  uploading: number | null;
  onUpload: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
  onAnswer: (booking: Booking, answer: 'accept' | 'decline') => void;
  onDecide: (booking: Booking, decision: 'approve' | 'decline') => void;
  onCancel: (booking: Booking) => void;
  onDownload: (documentId: string, name: string) => void;
  /** Downloads the booking's .ics (GET /api/bookings/:id/calendar.ics), the invite mailed on confirmation. */
  onAddToCalendar?: (booking: Booking) => void;
  /** The client writes a review of this completed consultation. */
  onReview?: (booking: Booking) => void;
  /** Time of rendering (tests pass a fixed one). */
  now?: number;
}

/** 'Join' shows on live cards and on upcoming ones starting within 10 minutes. */
export const joinLeadMs = 10 * 60_000;
const joinable = (b: Booking, tab: ScheduleTab, now: number) =>
  (b.status === 'confirmed' || b.status === 'completed') &&
  (tab === 'live' || (tab === 'upcoming' && Date.parse(b.startAt) - now <= joinLeadMs));

/** What cancelling now gives back, in the policy's words, for the confirmation. */
function cancelConsequence(b: Booking, now: number): string {
  if (!b.paidAt || b.pricePaise === 0) return 'Nothing was paid, so nothing is charged.';
  const back = cancellationRefundPaise(
    b.pricePaise,
    b.myRole === 'client' ? 'client' : 'lawyer',
    new Date(b.startAt),
    new Date(now),
  );
  if (b.myRole === 'lawyer') return `The client gets a full refund of ${formatRupees(back)}.`;
  return back === b.pricePaise
    ? `You get a full refund of ${formatRupees(back)}.`
    : `Less than 24 hours before the start: you get ${formatRupees(back)} back (50%).`;
}

const refundWords = { pending: 'in progress', processed: 'processed', failed: 'failed' } as const;

/** A completed consultation of the client's, not reviewed yet and still within its 60 days. */
export const reviewable = (b: Booking, now: number) =>
  b.status === 'completed' &&
  b.myRole === 'client' &&
  !b.reviewedAt &&
  Boolean(b.reviewableUntil) &&
  now <= Date.parse(b.reviewableUntil!);

const modeText = (b: Booking) => (b.mode === 'onsite' ? b.address : bookingModeLabels[b.mode]);
const modeIcons = { video: VideoCameraOutlined, phone: PhoneOutlined, onsite: EnvironmentOutlined } as const;
const dayText = (date: string) => formatDate(date);
/** The end as the slots read ('11:30am'): the slot (India's time, 'HH:mm') plus the booked minutes. */
function endText(b: Booking): string {
  const [hours, minutes] = b.slot.split(':').map(Number);
  const end = (hours * 60 + minutes + b.minutes) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return slotLabel(`${pad(Math.floor(end / 60))}:${pad(end % 60)}`);
}

/** The calendar-page block: month, day and weekday of the booking's date (the text says the date too). */
function DateBlock({ date }: { date: string }) {
  const page = calendarPage(date);
  return (
    <div className="schedule-date" aria-hidden="true">
      <span className="schedule-date-month">{page.month}</span>
      <span className="schedule-date-day">{page.day}</span>
      <span className="schedule-date-weekday">{page.weekday}</span>
    </div>
  );
}

// Parts a card shows only once asked (an upload running, a Cancel pressed), fetched then: antd's Progress and
// Popconfirm stay out of Schedules' first load. Until the confirmation has come, the pressed Cancel stays.
const UploadProgress = lazyPart(async () => (await import('./UploadProgress')).UploadProgress);
const cancelButton = (onClick?: () => void) => (
  <Button danger className="schedule-cancel" onClick={onClick}>
    Cancel
  </Button>
);
const CancelConfirm = lazyPart(async () => (await import('./CancelConfirm')).CancelConfirm, cancelButton());

export function ScheduleCard({
  booking,
  tab,
  uploading,
  onUpload,
  onReschedule,
  onAnswer,
  onDecide,
  onCancel,
  onDownload,
  onReview,
  onAddToCalendar,
  now = Date.now(),
}: Props) {
  const proposal = booking.reschedule;
  const pending = booking.status === 'pending_approval';
  const awaiting = booking.status === 'awaiting_payment';
  const navigate = useNavigate();
  const ModeIcon = modeIcons[booking.mode];
  const upcoming = tab === 'upcoming';
  /** The other side proposed a new time: accepting or declining it is this card's first action. */
  const answerable = !pending && Boolean(proposal && !proposal.proposedByMe);
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="request-card schedule-card" aria-label={booking.topic}>
      <DateBlock date={booking.date} />
      <div className="schedule-body">
        <header className="request-card-header">
          <Avatar>{initialsOf(booking.otherParty.name)}</Avatar>
          <span className="request-card-who">
            <span className="request-expert">{booking.otherParty.name}</span>
            <span className="request-updated">{booking.otherParty.expertise}</span>
          </span>
          {pending && <Tag color="gold">Awaiting approval</Tag>}
          {awaiting && <Tag color="orange">Awaiting payment</Tag>}
        </header>
        <h3>{booking.topic}</h3>
        <p className="schedule-meta">
          <ClockCircleOutlined aria-hidden />
          <span>
            Start at {slotLabel(booking.slot)} · {dayText(booking.date)}
          </span>
          <span className="schedule-until">
            until {endText(booking)} ({booking.minutes} min)
          </span>
        </p>
        <p className="schedule-meta">
          <ModeIcon aria-hidden />
          <span>{modeText(booking)}</span>
        </p>
        {booking.toBeRefundedPaise > 0 && (
          <p aria-label="Refund">
            Used {booking.meteredMinutes} of {booking.minutes} min · To be refunded:{' '}
            {formatRupees(booking.toBeRefundedPaise)}
          </p>
        )}
        {booking.refund && (
          <p aria-label="Refund status">
            Refund {formatRupees(booking.refund.amountPaise)} {refundWords[booking.refund.status]}
            {booking.refund.creditNote && ` · credit note ${booking.refund.creditNote}`}
          </p>
        )}
        {awaiting && booking.paymentDueAt && (
          <p role="status">
            {booking.myRole === 'client'
              ? `Pay ${formatRupees(booking.pricePaise)} by ${formatTime(booking.paymentDueAt)} to confirm, or the slot is released.`
              : `Waiting for ${booking.otherParty.name} to pay (until ${formatTime(booking.paymentDueAt)}).`}
          </p>
        )}
        {booking.documents.length > 0 && (
          <div className="request-documents" aria-label="Documents">
            <DocumentChips
              documents={booking.documents}
              pathOf={(id) => pathOf({ path: bookingDocumentPath }, { id })}
              onDownload={onDownload}
            />
          </div>
        )}
        {pending && (
          <p role="status">
            {booking.myRole === 'lawyer'
              ? `${booking.otherParty.name} asks for this consultation. Approve or decline it.`
              : `Waiting for ${booking.otherParty.name} to approve this consultation.`}
          </p>
        )}
        {proposal && (
          <p role="status">
            {proposal.proposedByMe
              ? `Reschedule requested to ${dayText(proposal.date)} at ${slotLabel(proposal.slot)}; waiting for ${booking.otherParty.name}.`
              : `${booking.otherParty.name} asks to reschedule to ${dayText(proposal.date)} at ${slotLabel(proposal.slot)}.`}
          </p>
        )}
        <div className="schedule-actions">
          {awaiting && booking.myRole === 'client' && (
            <Button
              type="primary"
              onClick={() => navigate(`/payment?booking=${encodeURIComponent(booking._id)}&then=schedules`)}
            >
              Pay now
            </Button>
          )}
          {joinable(booking, tab, now) && (
            <LinkButton type="primary" to={`/dashboard/consultation/${booking._id}`}>
              Join
            </LinkButton>
          )}
          {tab === 'completed' ? (
            <>
              <Button disabled>Completed</Button>
              {onReview && reviewable(booking, now) && (
                <Button type="primary" onClick={() => onReview(booking)}>
                  Write a review
                </Button>
              )}
              {booking.reviewedAt && <Tag color="green">Reviewed</Tag>}
            </>
          ) : (
            <>
              {upcoming && pending && booking.myRole === 'lawyer' && (
                <>
                  <Button type="primary" onClick={() => onDecide(booking, 'approve')}>
                    Approve
                  </Button>
                  <Button onClick={() => onDecide(booking, 'decline')}>Decline</Button>
                </>
              )}
              {upcoming && answerable && (
                <>
                  <Button type="primary" onClick={() => onAnswer(booking, 'accept')}>
                    Accept new time
                  </Button>
                  <Button onClick={() => onAnswer(booking, 'decline')}>Decline</Button>
                </>
              )}
              <Button loading={uploading !== null} onClick={() => onUpload(booking)}>
                Upload evidence
              </Button>
              {uploading !== null && <UploadProgress percent={uploading} />}
              {upcoming && !pending && !answerable && (
                <Button onClick={() => onReschedule(booking)}>Ask to reschedule</Button>
              )}
              {upcoming && onAddToCalendar && !awaiting && (
                <Button onClick={() => onAddToCalendar(booking)}>Add to calendar</Button>
              )}
              {upcoming &&
                (confirming ? (
                  <CancelConfirm
                    description={cancelConsequence(booking, now)}
                    onConfirm={() => onCancel(booking)}
                  />
                ) : (
                  cancelButton(() => setConfirming(true))
                ))}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
