// The one way any feature tells a user something happened: a row in notifications, shown behind the bell; and
// the bell's use cases (list, unread count, mark read). A notice is stored as a key of the notifications
// catalogue plus its values (migration 031) and said in the reader's language when read; `message` keeps its
// English words, which rows written before the keys show as they are.
import type { InputOf, ListCursor, MessageResponse, NotificationList, UnreadCount } from '@contract';
import type { notificationEndpoints } from '@contract';
import type { Role } from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { preparedQuery } from '../db/prepared';
import { promotionalNotices } from '../db/migrations/009_account_centre';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { presentNotification } from '../presenters/notification';
import type { Clock } from '../types';
import { textIn, type Locale, type NoticeKey, type Said, type Values } from '../i18n';
import { keysetPage, keysetRange } from './paging';
import { noticeWritten } from './userPush';

type Me = Pick<UserRow, 'id' | 'role'>;

export type NotificationKind =
  'request' | 'booking' | 'payment' | 'verification' | 'referral' | 'system' | 'message';

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** An app route the notice leads to, e.g. '/dashboard/schedules'. */
  link?: string;
} & (
  | {
      /** What it says (`notice('notice_booking_approved', { … })`), in the reader's language when read. */
      says: Said<NoticeKey>;
    }
  | {
      /** Words that are the same in every language (tests; a text with no key). */
      message: string;
    }
);

/** A notice's text: its key and the values it names. */
export const notice = (id: NoticeKey, values?: Values): Said<NoticeKey> => (values ? { id, values } : { id });

/**
 * Records a notification for one user, dated `at` (the app clock's time of the event). Pass the transaction
 * when the event itself is written in one. The user's open apps are pushed to re-read the bell once it is committed.
 */
export async function notify(
  db: Pick<Db, 'insertInto' | 'getExecutor'>,
  at: Date,
  input: NotifyInput,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('notifications')
    .values({
      id,
      user_id: input.userId,
      kind: input.kind,
      ...('says' in input
        ? {
            message: textIn('en', input.says.id, input.says.values),
            message_key: input.says.id,
            message_values: input.says.values ? JSON.stringify(input.says.values) : null,
          }
        : { message: input.message }),
      link: input.link ?? null,
      read_at: null,
      created_at: at.toISOString(),
    })
    .execute();
  noticeWritten(db, id, input.userId);
  return id;
}

// ---- The bell's use cases: each user sees their own notices and the system ones (user_id null) ----

type NotificationEndpoints = typeof notificationEndpoints;
interface BellDeps {
  db: Db;
  clock: Clock;
}

/**
 * Who each of the spec's six system notices is for (product-spec, Notifications). The lawyer promotions — profile
 * performing well, connect skills with earning and clients, drive/sit/relax and earn, earning on auto mode, 20% off
 * professional tools — speak to lawyers only; upgrade to pro (unlimited consultations) to clients and lawyers.
 * Admins get none of them. A system notice not listed here is for everyone.
 */
const [upgradeToPro, performingWell, connectSkills, driveSitRelax, autoMode, professionalTools] =
  promotionalNotices.map((n) => n.id);
export const systemNoticeAudience: Readonly<Record<string, readonly Role[]>> = {
  [upgradeToPro]: ['consumer', 'professional'],
  [performingWell]: ['professional'],
  [connectSkills]: ['professional'],
  [driveSitRelax]: ['professional'],
  [autoMode]: ['professional'],
  [professionalTools]: ['professional'],
};

/** The system notices that are not for this role. */
export const systemNoticesHiddenFrom = (role: Role): string[] =>
  Object.entries(systemNoticeAudience)
    .filter(([, roles]) => !roles.includes(role))
    .map(([id]) => id);

/** Notices this user sees, with `read` resolved from read_at (own) or a read marker (system). */
function visibleTo(db: Db, { userId, hidden }: { userId: string; hidden: string[] }) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId),
    )
    .where((eb) =>
      eb.or([
        eb('n.user_id', '=', userId),
        eb.and([eb('n.user_id', 'is', null), ...(hidden.length ? [eb('n.id', 'not in', hidden)] : [])]),
      ]),
    );
}

/**
 * A page of the list, newest first. The user's own notices and the system ones are two ranges of one index
 * (user_id, created_at, id: migration 028), each read from the cursor and stopped after a page, then merged: an
 * OR of the two would read every notice of the user and sort them.
 */
const notificationPage = preparedQuery(
  (
    db: Db,
    { userId, hidden, take, cursor }: { userId: string; hidden: string[]; take: number; cursor?: ListCursor },
  ) => {
    const range = (own: boolean) =>
      keysetRange(
        db
          .selectFrom('notifications as n')
          .leftJoin('notification_reads as r', (join) =>
            join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId),
          )
          .where((eb) =>
            own
              ? eb('n.user_id', '=', userId)
              : eb.and([
                  eb('n.user_id', 'is', null),
                  ...(hidden.length ? [eb('n.id', 'not in', hidden)] : []),
                ]),
          )
          .select([
            'n.id',
            'n.kind',
            'n.message',
            'n.message_key',
            'n.message_values',
            'n.link',
            'n.created_at',
            'n.read_at',
            'r.read_at as marker',
          ]),
        ['n.created_at', 'n.id'],
        { direction: 'desc', take, cursor },
      );
    return db
      .selectFrom(range(true).as('own'))
      .selectAll()
      .unionAll(db.selectFrom(range(false).as('system')).selectAll())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take);
  },
);

/** A page of the bell, each notice said in `locale` (the reader's: services/readerLanguage.ts). */
export async function listNotifications(
  { db }: BellDeps,
  me: Me,
  { query }: InputOf<NotificationEndpoints['list']>,
  locale: Locale = 'en',
): Promise<NotificationList> {
  const { cursor, limit } = query;
  const rows = await notificationPage(db, {
    userId: me.id,
    // System notices meant for other roles (systemNoticeAudience) are not listed.
    hidden: systemNoticesHiddenFrom(me.role),
    take: limit + 1,
    cursor: cursor ?? undefined,
  });
  const page = keysetPage(rows, limit, (n) => ({ at: n.created_at, id: n.id }));
  return { items: page.rows.map((row) => presentNotification(row, locale)), nextCursor: page.nextCursor };
}

/**
 * The bell's count: the user's unread notices and the system ones without their read marker, both read from the
 * partial index of unread notices (migration 028), so it costs what is unread, not what was ever sent.
 */
const unreadNotices = preparedQuery((db: Db, seen: { userId: string; hidden: string[] }) =>
  visibleTo(db, seen)
    .where('n.read_at', 'is', null)
    .where('r.read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('count')),
);

export async function unreadCount({ db }: BellDeps, me: Me): Promise<UnreadCount> {
  const [row] = await unreadNotices(db, { userId: me.id, hidden: systemNoticesHiddenFrom(me.role) });
  return { count: Number(row?.count ?? 0) };
}

/** Marks the user's unread notices read: all of them, or only `ids` among them. */
async function markRead({ db, clock }: BellDeps, me: Me, ids?: string[]) {
  const userId = me.id;
  const hidden = systemNoticesHiddenFrom(me.role);
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    let own = trx
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (ids) own = own.where('id', 'in', ids);
    await own.execute();
    let system = trx
      .selectFrom('notifications as n')
      .leftJoin('notification_reads as r', (join) =>
        join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId),
      )
      .select('n.id')
      .where('n.user_id', 'is', null)
      .where('r.read_at', 'is', null);
    if (hidden.length) system = system.where('n.id', 'not in', hidden);
    if (ids) system = system.where('n.id', 'in', ids);
    const unreadSystem = await system.execute();
    if (unreadSystem.length)
      await trx
        .insertInto('notification_reads')
        .values(unreadSystem.map((n) => ({ notification_id: n.id, user_id: userId, read_at: now })))
        .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
        .execute();
  });
}

export async function markAllRead(deps: BellDeps, me: Me): Promise<MessageResponse> {
  await markRead(deps, me);
  return { message: 'All notifications marked as read.' };
}

export async function markListedRead(
  deps: BellDeps,
  me: Me,
  { body }: InputOf<NotificationEndpoints['readListed']>,
): Promise<MessageResponse> {
  await markRead(deps, me, body.ids);
  return { message: 'Notifications marked as read.' };
}

export async function markOneRead(
  { db, clock }: BellDeps,
  me: Me,
  { params }: InputOf<NotificationEndpoints['readOne']>,
): Promise<MessageResponse> {
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'user_id'])
    .where('id', '=', params.id)
    .executeTakeFirst();
  // Another user's notice, or a system notice not meant for this role, is answered exactly like a missing one.
  if (
    !row ||
    (row.user_id !== null && row.user_id !== me.id) ||
    (row.user_id === null && systemNoticesHiddenFrom(me.role).includes(row.id))
  )
    throw notFound('notification_not_found');
  const now = clock.now().toISOString();
  if (row.user_id === null)
    await db
      .insertInto('notification_reads')
      .values({ notification_id: row.id, user_id: me.id, read_at: now })
      .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
      .execute();
  else
    await db
      .updateTable('notifications')
      .set({ read_at: now })
      .where('id', '=', row.id)
      .where('read_at', 'is', null)
      .execute();
  return { message: 'Notification marked as read.' };
}
