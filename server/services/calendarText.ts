// The words of a consultation's calendar event and of the mails around it (invites, reminders), in the
// recipient's language (server/i18n, area mail). The .ics structure itself is in calendar.ts.
import type { BookingMode } from '@contract';
import { textIn, type Locale, type MailKey } from '../i18n';

/** What an event's words are about (calendar.ts: InviteEvent). */
export interface EventWords {
  bookingId: string;
  topic: string;
  mode: BookingMode;
  /** The lawyer's office, for on-site consultations. */
  address: string;
  lawyerName: string;
  clientName: string;
}

export const joinPath = (bookingId: string) => `/dashboard/consultation/${bookingId}`;

const modeKeys: Record<BookingMode, MailKey> = {
  video: 'mode_video',
  phone: 'mode_phone',
  onsite: 'mode_onsite',
};

/** How the consultation happens ('Video chat'), as contract/bookingTerms.ts names it in English. */
export const modeLabel = (mode: BookingMode, locale: Locale) => textIn(locale, modeKeys[mode]);

/** Where to join: the consultation room's link, or the office for an on-site consultation. */
export function joinText(
  event: EventWords,
  origin?: string,
  locale: Locale = 'en',
): { location: string; description: string } {
  if (event.mode === 'onsite')
    return {
      location: event.address,
      description: event.address
        ? textIn(locale, 'ics_onsite', { lawyer: event.lawyerName, address: event.address })
        : textIn(locale, 'ics_onsite_no_address', { lawyer: event.lawyerName }),
    };
  const how = modeLabel(event.mode, locale);
  if (origin) {
    const link = `${origin.replace(/\/$/, '')}${joinPath(event.bookingId)}`;
    return { location: link, description: textIn(locale, 'ics_join_link', { how, link }) };
  }
  return {
    location: textIn(locale, 'ics_location_in_app'),
    description: textIn(locale, 'ics_join_in_app', { how, path: joinPath(event.bookingId) }),
  };
}

/** The event's title: 'Consultation: Lease (Asha with Adv. Rohan)'. */
export const eventSummary = (event: EventWords, locale: Locale) =>
  textIn(locale, 'ics_summary', { topic: event.topic, client: event.clientName, lawyer: event.lawyerName });

/** The 15-minute alarm's words. */
export const alarmText = (event: EventWords, locale: Locale) =>
  textIn(locale, 'ics_alarm', { topic: event.topic });

export type InviteChange = 'confirmed' | 'rescheduled' | 'cancelled';

const inviteKeys: Record<InviteChange, { subject: MailKey; body: MailKey }> = {
  confirmed: { subject: 'mail_invite_confirmed_subject', body: 'mail_invite_confirmed_body' },
  rescheduled: { subject: 'mail_invite_moved_subject', body: 'mail_invite_moved_body' },
  cancelled: { subject: 'mail_invite_cancelled_subject', body: 'mail_invite_cancelled_body' },
};

/** The mail that carries an invite, update or cancellation to one participant. */
export function inviteMail(
  change: InviteChange,
  locale: Locale,
  words: { name: string; topic: string; other: string; startAt: string; description: string },
): { subject: string; text: string } {
  const keys = inviteKeys[change];
  return {
    subject: textIn(locale, keys.subject, { topic: words.topic }),
    text: textIn(locale, keys.body, {
      name: words.name,
      topic: words.topic,
      other: words.other,
      when: { at: words.startAt },
      description: words.description,
    }),
  };
}

/** A reminder's mail: 24 hours ('tomorrow') or 15 minutes ('soon') before the start. */
export function reminderMail(
  kind: 'soon' | 'tomorrow',
  locale: Locale,
  words: { name: string; topic: string; other: string; startAt: string; description: string },
): { subject: string; text: string } {
  const values = {
    name: words.name,
    topic: words.topic,
    other: words.other,
    when: { at: words.startAt },
    description: words.description,
  };
  return kind === 'soon'
    ? {
        subject: textIn(locale, 'mail_reminder_soon_subject', values),
        text: textIn(locale, 'mail_reminder_soon_body', values),
      }
    : {
        subject: textIn(locale, 'mail_reminder_tomorrow_subject', values),
        text: textIn(locale, 'mail_reminder_tomorrow_body', values),
      };
}
