// Schedules, as use cases: the caller's bookings by tab (decided by start and end against the clock), a document
// attached to a booking, and a booking document to download. Who may see a booking is services/bookings/access.ts'
// participantBooking: its client and its lawyer; anyone else is answered as if it did not exist.
import {
  bookingMessages,
  scheduleTabs,
  type InputOf,
  type ListCursor,
  type ScheduleList,
  type ScheduleTab,
} from '@contract';
import type { scheduleEndpoints } from '@contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { preparedQuery } from '../db/prepared';
import type { Database, UserRow } from '../db/schema';
import { badRequest, notFound, said } from '../errors';
import { presentBookings } from '../presenters/booking';
import type { AppDeps } from '../types';
import { participantBooking } from './bookings';
import { storeAndRecord } from './files';
import { keysetPage, keysetRange } from './paging';

type Endpoints = typeof scheduleEndpoints;
type Me = Pick<UserRow, 'id'>;
export type ScheduleDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;

/** The user's live (not cancelled) bookings on one side: client or lawyer. */
function mine(db: Db, userId: string, side: 'client_id' | 'lawyer_id') {
  return db.selectFrom('bookings').where(side, '=', userId).where('status', '<>', 'cancelled');
}

/** No consultation lasts a day (they are `bookingMinutes` long): a live one started within the last day. */
const longestConsultationMs = 24 * 60 * 60_000;

/** The instants a tab is decided by: now, and a day before it (ISO strings). */
interface TabClock {
  at: string;
  dayBefore: string;
}

/** Which of the user's live bookings a tab holds. ISO strings of one format compare like the instants they name. */
function inTabWhere(
  eb: ExpressionBuilder<Database, 'bookings'>,
  tab: ScheduleTab,
  { at, dayBefore }: TabClock,
) {
  // A consultation completed (metered and closed) is 'completed' whatever the clock says: it no longer
  // shows as upcoming with Reschedule and Cancel.
  if (tab === 'completed') return eb.or([eb('end_at', '<=', at), eb('status', '=', 'completed')]);
  const open = eb('status', '<>', 'completed');
  if (tab === 'upcoming') return eb.and([open, eb('start_at', '>', at)]);
  // The lower bound keeps the index range to the last day, not the user's whole history.
  return eb.and([open, eb('start_at', '<=', at), eb('start_at', '>', dayBefore), eb('end_at', '>', at)]);
}

type Side = 'client_id' | 'lawyer_id';

/**
 * Every tab's count (one aggregate filtered per tab) for each side, in one statement: a row per side, each read
 * from its side's covering index (migration 028). One statement, not two: in a request each statement costs
 * more than its own work, its caches gone cold between requests (bench/ measures it).
 */
const tabCounts = preparedQuery((db: Db, { userId, clock }: { userId: string; clock: TabClock }) => {
  const side = (s: Side) =>
    mine(db, userId, s).select((eb) =>
      scheduleTabs.map((t) =>
        eb.fn
          .countAll<number>()
          .filterWhere(inTabWhere(eb, t, clock))
          .as(t),
      ),
    );
  return side('client_id').unionAll(side('lawyer_id'));
});

/**
 * A page of one tab (upcoming and live: soonest first; completed: latest first): two index ranges (client_id or
 * lawyer_id, then start_at, id: migration 028) read from the cursor and stopped after a page, then merged: an OR
 * of the two sides would read all the user's bookings and sort them.
 */
const tabPage = preparedQuery(
  (
    db: Db,
    { userId, clock, take, cursor }: { userId: string; clock: TabClock; take: number; cursor?: ListCursor },
    tab: ScheduleTab,
  ) => {
    const direction = tab === 'completed' ? 'desc' : 'asc';
    const range = (side: Side) => {
      const rows = keysetRange(
        mine(db, userId, side)
          .where((eb) => inTabWhere(eb, tab, clock))
          .selectAll(),
        ['start_at', 'id'],
        { direction, take, cursor },
      );
      return db.selectFrom(rows.as(side)).selectAll();
    };
    return (
      range('client_id')
        // A booking is never its own lawyer's and client's at once (a lawyer books others): no repeats to drop.
        .unionAll(range('lawyer_id'))
        .orderBy('start_at', direction)
        .orderBy('id', direction)
        .limit(take)
    );
  },
);

/** A page of one tab with every tab's count. */
export async function listSchedules(
  { db, clock }: ScheduleDeps,
  me: Me,
  { query }: InputOf<Endpoints['list']>,
): Promise<ScheduleList> {
  const now = clock.now();
  const { tab, cursor, limit } = query;
  const tabClock = {
    at: now.toISOString(),
    dayBefore: new Date(now.getTime() - longestConsultationMs).toISOString(),
  };
  const [found, sides] = await Promise.all([
    tabPage(db, { userId: me.id, clock: tabClock, take: limit + 1, cursor: cursor ?? undefined }, tab),
    tabCounts(db, { userId: me.id, clock: tabClock }),
  ]);
  const counts = Object.fromEntries(
    scheduleTabs.map((t) => [t, sides.reduce((sum, side) => sum + Number(side[t]), 0)]),
  ) as ScheduleList['counts'];
  const page = keysetPage(found, limit, (b) => ({ at: b.start_at, id: b.id }));
  return {
    tab,
    items: await presentBookings(db, page.rows, me.id),
    nextCursor: page.nextCursor,
    counts,
  };
}

/** A participant attaches one document (checked by content, within their quota and the per-booking limit). */
export async function attachBookingDocument(
  { db, clock, storage, config }: ScheduleDeps,
  me: Me,
  { body, files }: InputOf<Endpoints['upload']>,
) {
  const booking = await participantBooking(db, me.id, body.scheduleId);
  if (files.length === 0) throw badRequest('select_file', 'file');
  const existing = await db
    .selectFrom('booking_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('booking_id', '=', booking.id)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= config.maxFilesPerRequest)
    throw badRequest(said('too_many_files_schedule', { max: config.maxFilesPerRequest }), 'file');
  const id = newId();
  const quota = { db, userId: me.id, limitMb: config.uploadQuotaMb };
  const stored = await storeAndRecord(storage, files, undefined, quota, async ([saved]) => {
    await db
      .insertInto('booking_documents')
      .values({
        id,
        booking_id: booking.id,
        uploaded_by: me.id,
        original_name: saved.originalName,
        stored_name: saved.storedName,
        mime: saved.mime,
        size: saved.size,
        created_at: clock.now().toISOString(),
      })
      .execute();
    return saved;
  });
  return { message: bookingMessages.uploaded(booking.id), document: { _id: id, name: stored.originalName } };
}

/** A booking's document, to one of the booking's participants (one query: the document joined to its booking). */
export async function bookingDocument(
  { db }: Pick<ScheduleDeps, 'db'>,
  me: Me,
  { params }: InputOf<Endpoints['document']>,
) {
  const doc = await db
    .selectFrom('booking_documents')
    .innerJoin('bookings', 'bookings.id', 'booking_documents.booking_id')
    .select([
      'booking_documents.original_name',
      'booking_documents.stored_name',
      'booking_documents.mime',
      'booking_documents.size',
    ])
    .where('booking_documents.id', '=', params.id)
    .where((eb) => eb.or([eb('bookings.client_id', '=', me.id), eb('bookings.lawyer_id', '=', me.id)]))
    .executeTakeFirst();
  if (!doc) throw notFound('file_not_found');
  return doc;
}
