// Payouts as lists: a lawyer's own, and for admins the lawyers with a positive balance (paid at the next weekly
// run) and the failed payouts.
import {
  earningsEndpoints,
  type InputOf,
  type ListCursor,
  type PayoutPage,
  type PayoutsDue,
} from '@contract';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { presentPayout } from '../../presenters/earnings';
import { keysetPage, keysetRange } from '../paging';
import { balancesOf } from './balance';
import { requireLawyer, type EarningsDeps } from './common';

type ListPage = { cursor?: ListCursor; limit: number };

export async function payoutRows(db: Db, where: { lawyerId?: string; status?: 'failed'; id?: string }) {
  return (await payoutQuery(db, where).orderBy('payouts.created_at', 'desc').execute()).map(presentPayout);
}

function payoutQuery(db: Db, where: { lawyerId?: string; status?: 'failed'; id?: string }) {
  let query = db
    .selectFrom('payouts')
    .innerJoin('users', 'users.id', 'payouts.lawyer_id')
    .selectAll('payouts')
    .select('users.name as lawyer_name');
  if (where.lawyerId) query = query.where('payouts.lawyer_id', '=', where.lawyerId);
  if (where.status) query = query.where('payouts.status', '=', where.status);
  if (where.id) query = query.where('payouts.id', '=', where.id);
  return query;
}

/** A page of payouts, newest first, after the cursor (one statement at any length). */
async function payoutPage(
  db: Db,
  where: { lawyerId?: string; status?: 'failed' },
  { cursor, limit }: ListPage,
): Promise<PayoutPage> {
  const rows = await keysetRange(payoutQuery(db, where), ['payouts.created_at', 'payouts.id'], {
    direction: 'desc',
    take: limit + 1,
    cursor,
  }).execute();
  const page = keysetPage(rows, limit, (r) => ({ at: r.created_at, id: r.id }));
  return { items: page.rows.map(presentPayout), nextCursor: page.nextCursor };
}

export async function payoutsOf(
  deps: EarningsDeps,
  me: UserRow,
  { query }: InputOf<typeof earningsEndpoints.payouts>,
): Promise<PayoutPage> {
  requireLawyer(me);
  return payoutPage(deps.db, { lawyerId: me.id }, query);
}

/**
 * Admins: lawyers with a positive balance (paid at the next weekly run), and failed payouts. Balances, names and
 * accounts are read for all lawyers at once, so the list costs the same statements however many are owed.
 */
export async function payoutsDue(
  deps: EarningsDeps,
  { query }: InputOf<typeof earningsEndpoints.adminPayouts>,
): Promise<PayoutsDue> {
  const balances = await balancesOf(deps.db, deps.config.platformFeeBasisPoints);
  const owed = [...balances].filter(([, balance]) => balance > 0);
  const people = owed.length
    ? await deps.db
        .selectFrom('users')
        .leftJoin('payout_accounts', 'payout_accounts.user_id', 'users.id')
        .select(['users.id', 'users.name', 'payout_accounts.masked'])
        .where(
          'users.id',
          'in',
          owed.map(([id]) => id),
        )
        .execute()
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const due: PayoutsDue['due'] = owed.map(([id, balancePaise]) => ({
    _id: id,
    lawyerName: byId.get(id)?.name ?? '',
    balancePaise,
    accountMasked: byId.get(id)?.masked ?? null,
  }));
  return {
    due: due.sort((a, b) => b.balancePaise - a.balancePaise),
    ...(await payoutPage(deps.db, { status: 'failed' }, query)),
  };
}
