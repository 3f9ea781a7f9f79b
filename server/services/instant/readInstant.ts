// GET /api/instant-consultations/:id and /incoming: a consultation as one of its parties sees it now, and
// what rings for the signed-in lawyer.
import type { InstantConsultation } from '@contract';
import type { Db, Trx } from '../../db/connection';
import type { InstantConsultationRow, UserRow } from '../../db/schema';
import { presentInstant } from '../../presenters/instantConsultation';
import { walletBalancePaise } from '../wallet';
import { loadInstant, stateAt, type InstantDeps } from './common';

/** The wire shape for `viewerId`, with the names, the client's balance and the invoice number. */
export async function instantView(
  db: Db | Trx,
  row: InstantConsultationRow,
  viewerId: string,
  now: Date,
): Promise<InstantConsultation> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', [row.client_id, row.lawyer_id])
    .execute();
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? '';
  const invoice = row.payment_id
    ? await db
        .selectFrom('invoices')
        .select('number')
        .where('payment_id', '=', row.payment_id)
        .executeTakeFirst()
    : undefined;
  return presentInstant(row, {
    state: stateAt(row, now),
    viewerId,
    lawyerName: nameOf(row.lawyer_id),
    clientName: nameOf(row.client_id),
    balancePaise: viewerId === row.client_id ? await walletBalancePaise(db, row.client_id) : null,
    invoice: invoice?.number ?? null,
  });
}

export async function getInstant(
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
  { params }: { params: { id: string } },
): Promise<InstantConsultation> {
  const row = await loadInstant(deps.db, me.id, params.id);
  return instantView(deps.db, row, me.id, deps.clock.now());
}

/** What rings now for the lawyer: ringing and within its 60 s, oldest first. */
export async function incomingInstant(
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
): Promise<{ items: InstantConsultation[] }> {
  const now = deps.clock.now();
  const rows = await deps.db
    .selectFrom('instant_consultations')
    .selectAll()
    .where('lawyer_id', '=', me.id)
    .where('state', '=', 'ringing')
    .where('ringing_until', '>', now.toISOString())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { items: await Promise.all(rows.map((row) => instantView(deps.db, row, me.id, now))) };
}
