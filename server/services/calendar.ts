// Calendar invites of consultations (RFC 5545 / iTIP): one VEVENT per booking with a stable UID, sent to both
// participants as a text/calendar part (METHOD:REQUEST) when the booking is confirmed, again with the same UID
// and a higher SEQUENCE when it moves, and as METHOD:CANCEL (SEQUENCE higher still) when it is cancelled. The
// same file downloads from GET /api/bookings/:id/calendar.ics.
//
// Invites are an outbox the calendar job reads (server/jobs/calendar.ts, every second): a
// confirmed booking without a calendar_invites row is invited, one whose start differs from the row's is
// updated, a cancelled one whose row is not cancelled is cancelled. Each change is claimed by one guarded write
// (insert or conditional update), so with several instances each mail goes out once, and a change made while
// the server was down (or by a path that has no mailer, like a payment webhook) is sent when it next sweeps.
// A mail that fails does not undo anything: it is ignored like the refund mails.
import type { BookingMode } from '@contract';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import type { BookingRow } from '../db/schema';
import { notFound } from '../errors';
import type { Clock } from '../types';
import { officeAddress } from './bookingSlots';
import type { Mailer } from './mail';
import { getUserSettings } from './settings';
import type { Locale } from '../i18n';
import { alarmText, eventSummary, inviteMail, joinText, type InviteChange } from './calendarText';
import { userLocale } from './readerLanguage';

export { joinPath, joinText } from './calendarText';
import { updatedAny } from '../db/updated';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** config.mailFrom: the organizer of the events ('LexSetu <no-reply@…>' or a bare address). */
  mailFrom: string;
  /** The app's public origin (https://…), when known: the join link is absolute then. */
  origin?: string;
}

export interface InvitePerson {
  name: string;
  email: string;
}

export interface InviteEvent {
  bookingId: string;
  topic: string;
  mode: BookingMode;
  startAt: string;
  endAt: string;
  /** The lawyer's office, for on-site consultations. */
  address: string;
  lawyerName: string;
  clientName: string;
}

/** The stable UID of a booking's event. */
export const bookingUid = (bookingId: string) => `booking-${bookingId}@lexsetu.in`;

/** The bare address of 'Name <addr>' or 'addr'. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

const icsDate = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A parameter value (CN) in quotes, without the characters a quoted value cannot hold. */
const param = (text: string) => `"${text.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics of one booking as one recipient gets it. */
export function bookingIcs(
  event: InviteEvent,
  {
    method,
    sequence,
    organizer,
    attendees,
    now,
    origin,
    locale = 'en',
  }: {
    method: CalendarMethod;
    sequence: number;
    organizer: string;
    attendees: InvitePerson[];
    now: Date;
    origin?: string;
    /** The recipient's language: the event's words are theirs. */
    locale?: Locale;
  },
): string {
  const { location, description } = joinText(event, origin, locale);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LexSetu//Consultations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${bookingUid(event.bookingId)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    `DTSTART:${icsDate(event.startAt)}`,
    `DTEND:${icsDate(event.endAt)}`,
    `SUMMARY:${escapeText(eventSummary(event, locale))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(location)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER;CN=LexSetu:mailto:${addressOf(organizer)}`,
    ...attendees.map(
      (a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION:mailto:${a.email}`,
    ),
    ...(method === 'REQUEST'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          'TRIGGER:-PT15M',
          `DESCRIPTION:${escapeText(alarmText(event, locale))}`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export interface Loaded {
  event: InviteEvent;
  client: InvitePerson & { id: string };
  lawyer: InvitePerson & { id: string; showEmail: boolean };
}

export async function loadBooking(db: Db, row: BookingRow): Promise<Loaded> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [row.client_id, row.lawyer_id])
    .execute();
  const profile = await db
    .selectFrom('lawyer_profiles')
    .select(['office_address', 'city', 'state'])
    .where('user_id', '=', row.lawyer_id)
    .executeTakeFirst();
  const { showEmail } = await getUserSettings(db, row.lawyer_id);
  const client = users.find((u) => u.id === row.client_id)!;
  const lawyer = users.find((u) => u.id === row.lawyer_id)!;
  return {
    event: {
      bookingId: row.id,
      topic: row.topic,
      mode: row.mode,
      startAt: row.start_at,
      endAt: row.end_at,
      address: profile ? officeAddress(profile) : '',
      lawyerName: lawyer.name,
      clientName: client.name,
    },
    client,
    lawyer: { ...lawyer, showEmail },
  };
}

/**
 * The attendees a recipient's copy lists: the recipient, and the lawyer when the lawyer shows their e-mail
 * (services/privacy.ts). A client's address never reaches the lawyer through an invite.
 */
export function attendeesFor(loaded: Loaded, recipientId: string): InvitePerson[] {
  const { client, lawyer } = loaded;
  if (recipientId === lawyer.id) return [lawyer];
  return lawyer.showEmail ? [client, lawyer] : [client];
}

/** The .ics a participant downloads: the booking as it stands (CANCEL once cancelled), its current SEQUENCE. */
export async function participantIcs(
  deps: CalendarDeps,
  userId: string,
  bookingId: string,
  locale: Locale = 'en',
): Promise<string> {
  const row = await deps.db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) throw notFound('booking_not_found');
  const invite = await deps.db
    .selectFrom('calendar_invites')
    .select('sequence')
    .where('booking_id', '=', row.id)
    .executeTakeFirst();
  const loaded = await loadBooking(deps.db, row);
  return bookingIcs(loaded.event, {
    method: row.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    sequence: invite?.sequence ?? 0,
    organizer: deps.mailFrom,
    attendees: attendeesFor(loaded, userId),
    now: deps.clock.now(),
    origin: deps.origin,
    locale,
  });
}

type Change = InviteChange;

/** Mails both participants their copy of the invite; failures are ignored (the booking stands either way). */
async function mailBoth(deps: CalendarDeps, row: BookingRow, change: Change, sequence: number) {
  const loaded = await loadBooking(deps.db, row);
  const method: CalendarMethod = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const [me, other] of [
    [loaded.client, loaded.lawyer.name],
    [loaded.lawyer, loaded.client.name],
  ] as const) {
    // Each in their own language: the mail and the invite's words.
    const locale = await userLocale(deps.db, me.id);
    const { description } = joinText(loaded.event, deps.origin, locale);
    const ics = bookingIcs(loaded.event, {
      method,
      sequence,
      organizer: deps.mailFrom,
      attendees: attendeesFor(loaded, me.id),
      now: deps.clock.now(),
      origin: deps.origin,
      locale,
    });
    const mail = inviteMail(change, locale, {
      name: me.name,
      topic: row.topic,
      other,
      startAt: row.start_at,
      description,
    });
    await deps.mailer
      .send({
        to: me.email,
        ...mail,
        calendar: { method, content: ics },
      })
      .catch(() => {});
  }
}

/**
 * Sends every calendar change not sent yet (the sweep calls it): invites of confirmed bookings still ahead,
 * updates of moved ones, cancellations. Returns how many changes this instance claimed.
 */
export async function sendCalendarChanges(deps: CalendarDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const at = now.toISOString();
  let sent = 0;

  const uninvited = await db
    .selectFrom('bookings')
    .leftJoin('calendar_invites', 'calendar_invites.booking_id', 'bookings.id')
    .selectAll('bookings')
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.start_at', '>', at)
    .where('calendar_invites.booking_id', 'is', null)
    .execute();
  for (const row of uninvited) {
    try {
      const inserted = await db
        .insertInto('calendar_invites')
        .values({
          booking_id: row.id,
          sequence: 0,
          start_at: row.start_at,
          cancelled_at: null,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('booking_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue; // another instance sends it
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    await mailBoth(deps, row, 'confirmed', 0);
    sent++;
  }

  // Moved or cancelled since the last invite (bookings of the last day: older ones no longer change).
  const changed = await db
    .selectFrom('calendar_invites')
    .innerJoin('bookings', 'bookings.id', 'calendar_invites.booking_id')
    .selectAll('bookings')
    .select(['calendar_invites.sequence as invite_sequence', 'calendar_invites.start_at as invite_start_at'])
    .where('calendar_invites.cancelled_at', 'is', null)
    .where('calendar_invites.start_at', '>', new Date(now.getTime() - 86_400_000).toISOString())
    .where((eb) =>
      eb.or([
        eb('bookings.status', '=', 'cancelled'),
        eb.and([
          eb('bookings.status', '=', 'confirmed'),
          eb('bookings.start_at', '<>', eb.ref('calendar_invites.start_at')),
        ]),
      ]),
    )
    .execute();
  for (const { invite_sequence, invite_start_at, ...row } of changed) {
    const change: Change = row.status === 'cancelled' ? 'cancelled' : 'rescheduled';
    const sequence = invite_sequence + 1;
    // Claimed by moving the row on from exactly what this instance read.
    const claimed = await db
      .updateTable('calendar_invites')
      .set({
        sequence,
        start_at: row.start_at,
        cancelled_at: change === 'cancelled' ? at : null,
        updated_at: at,
      })
      .where('booking_id', '=', row.id)
      .where('sequence', '=', invite_sequence)
      .where('start_at', '=', invite_start_at)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(claimed)) continue;
    await mailBoth(deps, row as BookingRow, change, sequence);
    sent++;
  }
  return sent;
}
