// Consultation requests, as use cases: list by tab (a lawyer's 'Message requests' set apart), accept, complete,
// delete. Who may see a request (its owner, the mentioned or the accepted lawyer) is decided here, once.
import {
  requestMessages,
  type ConsultationRequest,
  type ConsultationRequestList,
  type InputOf,
  type ListCursor,
  type MessageResponse,
  type RequestStatus,
} from '@contract';
import { requestEndpoints as endpoints } from '@contract';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/prepared';
import type { RequestRow, UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { presentRequests } from '../presenters/request';
import type { Clock } from '../types';
import { removeStored } from './files';
import { notice, notify } from './notifications';
import { keysetPage, keysetRange } from './paging';
import { getUserSettings } from './settings';
import type { FileStorage } from './storage';
import { updatedAny } from '../db/updated';

export interface RequestDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
}
type Me = Pick<UserRow, 'id' | 'name' | 'role'>;

export const requestsLink = '/dashboard/create-request';

/** Requests the user may see: their own, or those naming them as the mentioned or assigned lawyer. */
export function visibleTo(db: Db, userId: string) {
  return db
    .selectFrom('requests')
    .selectAll('requests')
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb('lawyer_id', '=', userId),
        eb('assigned_lawyer_id', '=', userId),
      ]),
    );
}

/** A request the user may see; anyone else's answers exactly like a missing one. */
export async function visibleRequest(db: Db, userId: string, id: string): Promise<RequestRow> {
  const row = await visibleTo(db, userId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('request_not_found');
  return row;
}

/**
 * New requests addressed to this lawyer by clients who never booked them: with 'Filter messages from unknown
 * users' on, these live in a separate 'Message requests' list instead of the lawyer's New tab.
 */
function fromUnknown<Q extends ReturnType<typeof visibleTo>>(
  query: Q,
  lawyerId: string,
  unknown: boolean,
): Q {
  return query.where((eb) => {
    const isUnknown = eb.and([
      eb('requests.lawyer_id', '=', lawyerId),
      eb('requests.owner_id', '<>', lawyerId),
      eb('requests.status', '=', 'new'),
      eb.not(
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef('bookings.client_id', '=', 'requests.owner_id')
            .where('bookings.lawyer_id', '=', lawyerId)
            .where('bookings.status', '<>', 'cancelled'),
        ),
      ),
    ]);
    return unknown ? isUnknown : eb.not(isUnknown);
  }) as Q;
}

/** The three ways a request is the user's, each the first column of its own index (migration 028). */
type Party = 'owner_id' | 'lawyer_id' | 'assigned_lawyer_id';

/** Which of a lawyer's new requests a list shows: all, or those from unknown clients only or without them. */
type UnknownFilter = 'off' | 'only' | 'without';

interface TabOf {
  userId: string;
  tab: RequestStatus;
}

/** The user's requests of one tab, through the unknown-clients filter. */
function inTab<Q extends ReturnType<typeof visibleTo>>(
  rows: Q,
  { userId, tab }: TabOf,
  filter: UnknownFilter,
): Q {
  const inStatus = rows.where('requests.status', '=', tab) as Q;
  return filter === 'off' ? inStatus : fromUnknown(inStatus, userId, filter === 'only');
}

/**
 * A page of one tab, most recently changed first: three index ranges (owner, mentioned lawyer, accepted lawyer:
 * each on (party, status, updated_at, id)) read from the cursor and stopped after a page, merged without repeats
 * (a request can be one user's twice): an OR of the three would read every request of the user and sort them.
 */
const requestPage = preparedQuery(
  (db: Db, values: TabOf & { take: number; cursor?: ListCursor }, filter: UnknownFilter) => {
    const { userId, take, cursor } = values;
    const range = (party: Party) => {
      const rows = keysetRange(
        inTab(
          db.selectFrom('requests').selectAll('requests').where(`requests.${party}`, '=', userId),
          values,
          filter,
        ),
        ['requests.updated_at', 'requests.id'],
        { direction: 'desc', take, cursor },
      );
      return db.selectFrom(rows.as(party)).selectAll();
    };
    return range('owner_id')
      .union(range('lawyer_id'))
      .union(range('assigned_lawyer_id'))
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take);
  },
);

/** How many requests the tab holds: it costs the user's own requests of the tab. */
const requestCount = preparedQuery((db: Db, values: TabOf, filter: UnknownFilter) =>
  inTab(visibleTo(db, values.userId), values, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n')),
);

/** A page of one tab, most recently changed first, and how many the tab holds. */
export async function listRequests(
  { db }: RequestDeps,
  me: Me,
  { query }: InputOf<typeof endpoints.list>,
): Promise<ConsultationRequestList> {
  const filtering = me.role === 'professional' && (await getUserSettings(db, me.id)).filterUnknownMessages;
  // With the filter off nothing is set aside: every request shows in its tab.
  if (query.from === 'unknown' && !filtering) return { items: [], nextCursor: null, total: 0 };
  const filter: UnknownFilter = !filtering ? 'off' : query.from === 'unknown' ? 'only' : 'without';
  const { cursor, limit } = query;
  const tabOf = { userId: me.id, tab: query.tab };
  const [found, [count]] = await Promise.all([
    requestPage(db, { ...tabOf, take: limit + 1, cursor: cursor ?? undefined }, filter),
    requestCount(db, tabOf, filter),
  ]);
  const page = keysetPage(found, limit, (r) => ({ at: r.updated_at, id: r.id }));
  return {
    items: await presentRequests(db, page.rows, me),
    nextCursor: page.nextCursor,
    total: Number(count!.n),
  };
}

export async function deleteRequest(
  { db, storage }: RequestDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.remove>,
): Promise<MessageResponse> {
  const row = await db
    .selectFrom('requests')
    .select('id')
    .where('id', '=', params.id)
    .where('owner_id', '=', me.id)
    .executeTakeFirst();
  // Someone else's request answers exactly like a missing one.
  if (!row) throw notFound('request_not_found');
  const docs = await db
    .selectFrom('request_documents')
    .select('stored_name')
    .where('request_id', '=', row.id)
    .execute();
  await db.deleteFrom('requests').where('id', '=', row.id).execute();
  await removeStored(
    storage,
    docs.map((d) => d.stored_name),
  );
  return { message: requestMessages.deleted };
}

export async function acceptRequest(
  { db, clock }: RequestDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.accept>,
): Promise<ConsultationRequest> {
  const row = await visibleRequest(db, me.id, params.id);
  if (row.lawyer_id !== me.id) throw forbidden('request_accept_mentioned_only');
  if (row.status !== 'new') throw conflict('request_already_accepted');
  await db.transaction().execute(async (trx) => {
    const accepted = await trx
      .updateTable('requests')
      .set({ status: 'on-going', assigned_lawyer_id: me.id, updated_at: clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'new')
      .executeTakeFirst();
    if (updatedAny(accepted))
      await notify(trx, clock.now(), {
        userId: row.owner_id,
        kind: 'request',
        says: notice('notice_request_accepted', { name: me.name, title: row.title }),
        link: requestsLink,
      });
  });
  return (await presentRequests(db, [await visibleRequest(db, me.id, row.id)], me))[0]!;
}

export async function completeRequest(
  { db, clock }: RequestDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.complete>,
): Promise<ConsultationRequest> {
  const row = await visibleRequest(db, me.id, params.id);
  if (row.owner_id !== me.id && row.assigned_lawyer_id !== me.id)
    throw forbidden('request_complete_not_party');
  if (row.status !== 'on-going') throw conflict('request_complete_not_ongoing');
  await db.transaction().execute(async (trx) => {
    const completed = await trx
      .updateTable('requests')
      .set({ status: 'completed', updated_at: clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'on-going')
      .executeTakeFirst();
    const other = row.owner_id === me.id ? row.assigned_lawyer_id : row.owner_id;
    if (updatedAny(completed) && other)
      await notify(trx, clock.now(), {
        userId: other,
        kind: 'request',
        says: notice('notice_request_completed', { name: me.name, title: row.title }),
        link: requestsLink,
      });
  });
  return (await presentRequests(db, [await visibleRequest(db, me.id, row.id)], me))[0]!;
}
