// What every Consult now use case shares: loading one consultation its parties may see, the ringing clock,
// the lawyer's availability row lock and telling both parties that it changed.
import { instantRingSeconds, type InstantState } from '@contract';
import { dialectOf, type Db, type Trx } from '../../db/connection';
import type { InstantConsultationRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppDeps } from '../../types';

export type InstantDeps = Pick<AppDeps, 'db' | 'clock' | 'push'>;

export const ringMs = instantRingSeconds * 1000;

/** A ringing consultation past its deadline is timed out for every reader, before the job writes it. */
export const stateAt = (
  row: Pick<InstantConsultationRow, 'state' | 'ringing_until'>,
  now: Date,
): InstantState =>
  row.state === 'ringing' && Date.parse(row.ringing_until) <= now.getTime() ? 'timed_out' : row.state;

/** The consultation if the user is its client or lawyer; anyone else gets the same 404 as a missing one. */
export async function loadInstant(db: Db | Trx, userId: string, id: string): Promise<InstantConsultationRow> {
  const row = await db
    .selectFrom('instant_consultations')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) throw notFound('instant_not_found');
  return row;
}

/** PostgreSQL: the row lock queues racing requests on one consultation; SQLite transactions are serial. */
export async function lockInstant(trx: Trx, id: string): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await trx.selectFrom('instant_consultations').select('id').where('id', '=', id).forUpdate().execute();
}

/** PostgreSQL: the lawyer's availability row lock queues clients ringing one lawyer at once (the cap). */
export async function lockAvailability(trx: Trx, lawyerId: string): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await trx
      .selectFrom('available_now')
      .select('lawyer_id')
      .where('lawyer_id', '=', lawyerId)
      .forUpdate()
      .execute();
}

/** The lawyer's own step counts as activity: 'Available now' stays on 2 more hours. */
export async function touchAvailability(db: Db | Trx, lawyerId: string, now: Date): Promise<void> {
  await db
    .updateTable('available_now')
    .set({ last_active_at: now.toISOString() })
    .where('lawyer_id', '=', lawyerId)
    .where('is_on', '=', 1)
    .execute();
}

/** After the commit: both parties' apps re-read the consultation (a failed push changes nothing). */
export async function tellBoth(
  deps: Pick<InstantDeps, 'push'>,
  row: Pick<InstantConsultationRow, 'id' | 'client_id' | 'lawyer_id'>,
): Promise<void> {
  const event = { type: 'instant.changed' as const, consultationId: row.id };
  await Promise.allSettled([deps.push.toUser(row.client_id, event), deps.push.toUser(row.lawyer_id, event)]);
}
