// One schedule card (spec section 2): the other party's name and expertise, the title, 'Start at {time}', the
// mode (Video chat, Phone call, or the office address), attached documents, and the actions of its tab.
// A booking held by the lawyer's 'Require approval' setting says so on both sides; the lawyer approves or declines.
// A priced booking awaiting payment offers Pay now until its hold ends; cancelling says what comes back. A free
// first consultation nobody attended shows 'Missed' and who did not join.
// Laid out as a calendar entry: a date block, then who, what, when (with the end) and how (with an icon), and
// the actions by importance: the one to do now (Pay now, Join, Approve, Accept new time) first, Cancel last.
import type { Booking, ScheduleTab } from '@contract';
import { formatSlot } from '@/i18n/dates';
import { bookingDocumentPath, bookingModeLabels } from '@contract/bookingTerms';
import { pathOf } from '@contract/paths';
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
import { useT, type Translate } from '@/i18n';
import { calendarPage, formatDate } from '@/i18n/dates';
import { LinkButton } from '@/components/LinkButton';
import { lawyerTitle } from '../experts/termWords';
import { cancelConsequence, ScheduleAnswers, ScheduleNotices } from './ScheduleNotices';

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

/** A completed consultation of the client's, not reviewed yet and still within its 60 days. */
export const reviewable = (b: Booking, now: number) =>
  b.status === 'completed' &&
  b.myRole === 'client' &&
  !b.reviewedAt &&
  Boolean(b.reviewableUntil) &&
  now <= Date.parse(b.reviewableUntil!);

const modeText = (b: Booking, t: Translate) =>
  b.mode === 'onsite' ? b.address : t(bookingModeLabels[b.mode]);
const modeIcons = { video: VideoCameraOutlined, phone: PhoneOutlined, onsite: EnvironmentOutlined } as const;
const dayText = (date: string) => formatDate(date);
/** The end as the slots read ('11:30am'): the slot (India's time, 'HH:mm') plus the booked minutes. */
function endText(b: Booking): string {
  const [hours, minutes] = b.slot.split(':').map(Number);
  const end = (hours * 60 + minutes + b.minutes) % (24 * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatSlot(`${pad(Math.floor(end / 60))}:${pad(end % 60)}`);
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
function CancelButton({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return (
    <Button danger className="schedule-cancel" onClick={onClick}>
      {t('Cancel')}
    </Button>
  );
}
const CancelConfirm = lazyPart(async () => (await import('./CancelConfirm')).CancelConfirm, <CancelButton />);

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
  const missed = booking.status === 'missed';
  const navigate = useNavigate();
  const t = useT();
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
            <span className="request-updated">{lawyerTitle(booking.otherParty.expertise, t)}</span>
          </span>
          {pending && <Tag color="gold">{t('Awaiting approval')}</Tag>}
          {awaiting && <Tag color="orange">{t('Awaiting payment')}</Tag>}
          {missed && <Tag color="red">{t('Missed')}</Tag>}
        </header>
        <h3>{booking.topic}</h3>
        <p className="schedule-meta">
          <ClockCircleOutlined aria-hidden />
          <span>
            {t('Start at {time} · {day}', { time: formatSlot(booking.slot), day: dayText(booking.date) })}
          </span>
          <span className="schedule-until">
            {t('until {time} ({minutes} min)', { time: endText(booking), minutes: booking.minutes })}
          </span>
        </p>
        <p className="schedule-meta">
          <ModeIcon aria-hidden />
          <span>{modeText(booking, t)}</span>
        </p>
        <ScheduleNotices booking={booking} />
        {booking.documents.length > 0 && (
          <div className="request-documents" aria-label={t('Documents')}>
            <DocumentChips
              documents={booking.documents}
              pathOf={(id) => pathOf({ path: bookingDocumentPath }, { id })}
              onDownload={onDownload}
            />
          </div>
        )}
        <ScheduleAnswers booking={booking} />
        <div className="schedule-actions">
          {awaiting && booking.myRole === 'client' && (
            <Button
              type="primary"
              onClick={() => navigate(`/payment?booking=${encodeURIComponent(booking._id)}&then=schedules`)}
            >
              {t('Pay now')}
            </Button>
          )}
          {joinable(booking, tab, now) && (
            <LinkButton type="primary" to={`/dashboard/consultation/${booking._id}`}>
              {t('Join')}
            </LinkButton>
          )}
          {tab === 'completed' ? (
            <>
              {!missed && <Button disabled>{t('Completed')}</Button>}
              {onReview && reviewable(booking, now) && (
                <Button type="primary" onClick={() => onReview(booking)}>
                  {t('Write a review')}
                </Button>
              )}
              {booking.reviewedAt && <Tag color="green">{t('Reviewed')}</Tag>}
            </>
          ) : (
            <>
              {upcoming && pending && booking.myRole === 'lawyer' && (
                <>
                  <Button type="primary" onClick={() => onDecide(booking, 'approve')}>
                    {t('Approve')}
                  </Button>
                  <Button onClick={() => onDecide(booking, 'decline')}>{t('Decline')}</Button>
                </>
              )}
              {upcoming && answerable && (
                <>
                  <Button type="primary" onClick={() => onAnswer(booking, 'accept')}>
                    {t('Accept new time')}
                  </Button>
                  <Button onClick={() => onAnswer(booking, 'decline')}>{t('Decline')}</Button>
                </>
              )}
              <Button loading={uploading !== null} onClick={() => onUpload(booking)}>
                {t('Upload evidence')}
              </Button>
              {uploading !== null && <UploadProgress percent={uploading} />}
              {upcoming && !pending && !answerable && (
                <Button onClick={() => onReschedule(booking)}>{t('Ask to reschedule')}</Button>
              )}
              {upcoming && onAddToCalendar && !awaiting && (
                <Button onClick={() => onAddToCalendar(booking)}>{t('Add to calendar')}</Button>
              )}
              {upcoming &&
                (confirming ? (
                  <CancelConfirm
                    description={cancelConsequence(booking, now, t)}
                    onConfirm={() => onCancel(booking)}
                  />
                ) : (
                  <CancelButton onClick={() => setConfirming(true)} />
                ))}
            </>
          )}
        </div>
      </div>
    </article>
  );
}
