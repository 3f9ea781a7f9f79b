// An admin sends a refund the gateway refused again (as a failed payout is retried), audited with the reopening.
import type { AdminRefund, adminPaymentEndpoints, InputOf } from '@contract';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { presentAdminRefund } from '../../presenters/adminPayment';
import { recordAudit } from '../audit';
import { reopenFailedRefund, sendRefund, type RefundDeps } from '../refunds';
import { refundQuery } from './queries';

const refundRow = (deps: RefundDeps, id: string) =>
  refundQuery(deps.db).where('refunds.id', '=', id).executeTakeFirst();

export async function retryFailedRefund(
  deps: RefundDeps,
  me: UserRow,
  { params }: InputOf<typeof adminPaymentEndpoints.retryRefund>,
): Promise<AdminRefund> {
  const row = await refundRow(deps, params.id);
  if (!row) throw notFound('refund_not_found');
  const at = deps.clock.now();
  const reopened = await deps.db.transaction().execute(async (trx) => {
    // Only the caller that moved it out of 'failed' sends it: parallel retries send once.
    if (!(await reopenFailedRefund(trx, row.id))) return false;
    await recordAudit(trx, {
      actorId: me.id,
      action: 'refund.retried',
      subject: { type: 'refund', id: row.id },
      detail: { paymentId: row.payment_id, amountPaise: row.amount_paise },
      at,
    });
    return true;
  });
  if (!reopened) throw badRequest('refund_retry_failed_only', 'id');
  await sendRefund(deps, row.id);
  return presentAdminRefund((await refundRow(deps, row.id))!);
}
