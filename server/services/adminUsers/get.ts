// GET /api/admin/users/:id: the user and short lists of what they did (the newest few of each kind, with the
// total), in a fixed number of statements: one per kind, the total counted by a window over the same rows.
import {
  adminUserRecentRows,
  adminUserEndpoints as endpoints,
  type AdminUserDetail,
  type InputOf,
} from '@contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { deviceLabel } from '../devices';
import { walletBalancePaise } from '../wallet';
import { consoleUser, presentAdminUserItem, type AdminUsersDeps } from './common';

const take = adminUserRecentRows;
const total = sql<number>`count(*) over ()`.as('total');
const recent = <R extends { total: number }, T>(rows: R[], present: (row: R) => T) => ({
  total: Number(rows[0]?.total ?? 0),
  items: rows.map(present),
});

export async function userDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await consoleUser(db, id);
  const [bookings, requests, orders, payments, sessions, notes] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['id', 'topic', 'client_id', 'status', 'start_at', 'price_paise', total])
      .where((eb) => eb.or([eb('client_id', '=', id), eb('lawyer_id', '=', id)]))
      .orderBy('start_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('requests')
      .select(['id', 'title', 'status', 'created_at', total])
      .where('owner_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('service_orders')
      .select(['id', 'title', 'client_id', 'status', 'price_paise', 'created_at', total])
      .where((eb) => eb.or([eb('client_id', '=', id), eb('lawyer_id', '=', id)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select([
        'payments.id',
        'payment_orders.description',
        'payments.amount_paise',
        'payments.method',
        'payments.created_at',
        total,
      ])
      .where('payments.user_id', '=', id)
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'created_at', 'last_seen_at', 'revoked_at', total])
      .where('user_id', '=', id)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('admin_notes')
      .leftJoin('users as author', 'author.id', 'admin_notes.author_ref')
      .select([
        'admin_notes.id',
        'admin_notes.text',
        'admin_notes.created_at',
        'author.id as author_id',
        'author.name as author_name',
        total,
      ])
      .where('admin_notes.user_id', '=', id)
      .orderBy('admin_notes.created_at', 'desc')
      .orderBy('admin_notes.id', 'desc')
      .limit(take)
      .execute(),
  ]);
  return {
    ...presentAdminUserItem(user),
    suspendedReason: user.suspended_reason,
    verification: user.verification_status ?? null,
    walletBalancePaise: await walletBalancePaise(db, id),
    bookings: recent(bookings, (b) => ({
      _id: b.id,
      topic: b.topic,
      as: b.client_id === id ? ('client' as const) : ('lawyer' as const),
      status: b.status,
      startAt: b.start_at,
      pricePaise: b.price_paise,
    })),
    requests: recent(requests, (r) => ({
      _id: r.id,
      title: r.title,
      status: r.status,
      createdAt: r.created_at,
    })),
    documentOrders: recent(orders, (o) => ({
      _id: o.id,
      title: o.title,
      as: o.client_id === id ? ('client' as const) : ('lawyer' as const),
      status: o.status,
      pricePaise: o.price_paise,
      createdAt: o.created_at,
    })),
    payments: recent(payments, (p) => ({
      _id: p.id,
      description: p.description,
      amountPaise: p.amount_paise,
      method: p.method,
      createdAt: p.created_at,
    })),
    sessions: recent(sessions, (s) => ({
      _id: s.id,
      device: deviceLabel(s.user_agent),
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      endedAt: s.revoked_at,
    })),
    notes: recent(notes, (n) => ({
      _id: n.id,
      text: n.text,
      author: n.author_id ? { _id: n.author_id, name: n.author_name ?? '' } : null,
      createdAt: n.created_at,
    })),
  };
}

export function getUser({ db }: Pick<AdminUsersDeps, 'db'>, { params }: InputOf<typeof endpoints.get>) {
  return userDetail(db, params.id);
}
