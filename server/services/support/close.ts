// POST /api/admin/support/:id/close: closed, with its audit line; closing a closed message changes nothing.
import { adminSupportEndpoints as endpoints, type InputOf, type SupportMessage } from '@contract';
import type { Db } from '../../db/connection';
import type { Clock } from '../../types';
import { recordAudit } from '../audit/record';
import { messageOr404, presentedMessage } from './get';
import { auditSubjectOf, tableOf } from './tables';

export async function closeMessage(
  { db, clock }: { db: Db; clock: Clock },
  me: { id: string },
  { params }: InputOf<typeof endpoints.close>,
): Promise<SupportMessage> {
  const at = clock.now();
  await db.transaction().execute(async (trx) => {
    const row = await messageOr404(trx, params.id);
    const moved = await trx
      .updateTable(tableOf(row.kind))
      .set({ status: 'closed' })
      .where('id', '=', row.id)
      .where('status', '!=', 'closed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return;
    await recordAudit(trx, {
      actorId: me.id,
      action: 'support.closed',
      subject: { type: auditSubjectOf(row.kind), id: row.id },
      detail: { from: row.status },
      at,
    });
  });
  return presentedMessage(db, params.id);
}
