// A user's private calendar feed, GET /api/calendar/{secret}.ics, for Google/Outlook subscriptions: their
// confirmed and recent consultations, each event built by the one .ics builder (services/calendar.ts, same UID and
// SEQUENCE as the mailed invites). The secret is random (192 bits), found by its SHA-256, shown again to its owner
// from its encrypted copy; a new one replaces it and revoking deletes it, so an old address stops at once.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Config } from '../config';
import { notFound } from '../errors';
import type { Clock } from '../types';
import { attendeesFor, bookingIcs, loadBooking } from './calendar';
import { textIn } from '../i18n';
import { userLocale } from './readerLanguage';
import { decryptSecret, encryptSecret } from './twoFactor';

interface FeedDeps {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'mailFrom'>;
  clock: Clock;
}
type EarningsDeps = FeedDeps;

const feedHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function calendarFeedSecret(deps: EarningsDeps, userId: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom('calendar_feeds')
    .select('secret_enc')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? decryptSecret(row.secret_enc, deps.config.jwtSecret) : null;
}

/** A new secret (the old address stops working at once). */
export async function newCalendarFeed(deps: EarningsDeps, userId: string): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  const values = {
    secret_hash: feedHash(secret),
    secret_enc: encryptSecret(secret, deps.config.jwtSecret),
    created_at: deps.clock.now().toISOString(),
  };
  await deps.db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return secret;
}

export async function revokeCalendarFeed(deps: EarningsDeps, userId: string): Promise<void> {
  await deps.db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** The user a feed secret belongs to, or null. */
export async function calendarFeedOwner(db: Db, secret: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(secret)) return null;
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('secret_hash', '=', feedHash(secret))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The feed: the user's bookings from 60 days back on, one VEVENT each (not unpaid holds nor approvals). */
export async function calendarFeedIcs(deps: FeedDeps, userId: string): Promise<string> {
  const now = deps.clock.now();
  // A calendar app asks without a language: the owner's Preferred language.
  const locale = await userLocale(deps.db, userId);
  const since = new Date(now.getTime() - 60 * 86_400_000).toISOString();
  const rows = await deps.db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .where('status', 'in', ['confirmed', 'completed', 'missed', 'cancelled'])
    .where('start_at', '>=', since)
    .orderBy('start_at')
    .limit(500)
    .execute();
  const sequences = new Map(
    rows.length
      ? (
          await deps.db
            .selectFrom('calendar_invites')
            .select(['booking_id', 'sequence'])
            .where(
              'booking_id',
              'in',
              rows.map((r) => r.id),
            )
            .execute()
        ).map((r) => [r.booking_id, r.sequence])
      : [],
  );
  const events: string[] = [];
  for (const row of rows) {
    const loaded = await loadBooking(deps.db, row);
    const ics = bookingIcs(loaded.event, {
      method: row.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      sequence: sequences.get(row.id) ?? 0,
      organizer: deps.config.mailFrom,
      attendees: attendeesFor(loaded, userId),
      now,
      locale,
    });
    const start = ics.indexOf('BEGIN:VEVENT');
    const end = ics.indexOf('END:VEVENT') + 'END:VEVENT'.length;
    events.push(ics.slice(start, end));
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LexSetu//Consultations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${textIn(locale, 'ics_feed_name')}`,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The feed of a requested file name, `<secret>.ics`; an unknown or revoked secret answers 404. */
export async function calendarFeedFile(deps: FeedDeps, file: string): Promise<string> {
  const owner = file.endsWith('.ics') ? await calendarFeedOwner(deps.db, file.slice(0, -4)) : null;
  if (!owner) throw notFound('calendar_feed_not_found');
  return calendarFeedIcs(deps, owner);
}
