// Schedules, as use cases: the caller's bookings by tab (decided by start and end against the clock), a document
// attached to a booking, and a booking document to download. Who may see a booking is services/bookings.ts'
// participantBooking: its client and its lawyer; anyone else is answered as if it did not exist.
import { bookingMessages, scheduleTabs, type InputOf, type ScheduleList, type ScheduleTab } from '@contract';
import type { scheduleEndpoints } from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { presentBookings } from '../presenters/booking';
import type { AppDeps } from '../types';
import { participantBooking } from './bookings';
import { storeAndRecord } from './files';

type Endpoints = typeof scheduleEndpoints;
type Me = Pick<UserRow, 'id'>;
export type ScheduleDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;

function mine(db: Db, userId: string) {
  return db
    .selectFrom('bookings')
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .where('status', '<>', 'cancelled');
}

/** ISO strings of one format compare like the instants they name. */
function inTab<Q extends ReturnType<typeof mine>>(query: Q, tab: ScheduleTab, now: string): Q {
  // A consultation completed (metered and closed) is 'completed' whatever the clock says: it no longer
  // shows as upcoming with Reschedule and Cancel.
  if (tab === 'completed')
    return query.where((eb) => eb.or([eb('end_at', '<=', now), eb('status', '=', 'completed')])) as Q;
  const open = query.where('status', '<>', 'completed');
  if (tab === 'upcoming') return open.where('start_at', '>', now) as Q;
  return open.where('start_at', '<=', now).where('end_at', '>', now) as Q;
}

export async function listSchedules(
  { db, clock }: ScheduleDeps,
  me: Me,
  { query }: InputOf<Endpoints['list']>,
): Promise<ScheduleList> {
  const now = clock.now().toISOString();
  const counts = Object.fromEntries(
    await Promise.all(
      scheduleTabs.map(async (tab) => {
        const row = await inTab(mine(db, me.id), tab, now)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return [tab, Number(row.n)];
      }),
    ),
  ) as ScheduleList['counts'];
  const rows = await inTab(mine(db, me.id), query.tab, now)
    .selectAll()
    .orderBy('start_at', query.tab === 'completed' ? 'desc' : 'asc')
    .orderBy('id')
    .limit(200)
    .execute();
  return { tab: query.tab, items: await presentBookings(db, rows, me.id), counts };
}

/** A participant attaches one document (checked by content, within their quota and the per-booking limit). */
export async function attachBookingDocument(
  { db, clock, storage, config }: ScheduleDeps,
  me: Me,
  { body, files }: InputOf<Endpoints['upload']>,
) {
  const booking = await participantBooking(db, me.id, body.scheduleId);
  if (files.length === 0) throw badRequest(bookingMessages.selectFile, 'file');
  const existing = await db
    .selectFrom('booking_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('booking_id', '=', booking.id)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= config.maxFilesPerRequest)
    throw badRequest(`Too many files: up to ${config.maxFilesPerRequest} files per schedule.`, 'file');
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
  if (!doc) throw notFound('File not found.');
  return doc;
}
