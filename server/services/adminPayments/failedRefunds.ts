// Refunds the gateway refused, newest first, a keyset page at a time (as the admins' failed payouts).
import type { adminPaymentEndpoints, FailedRefundPage, InputOf } from '@contract';
import type { Db } from '../../db/connection';
import { presentAdminRefund } from '../../presenters/adminPayment';
import { keysetPage, keysetRange } from '../paging';
import { refundQuery } from './queries';

export async function failedRefunds(
  deps: { db: Db },
  { query }: InputOf<typeof adminPaymentEndpoints.failedRefunds>,
): Promise<FailedRefundPage> {
  const failed = refundQuery(deps.db)
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('users as payers', 'payers.id', 'refunds.user_id')
    .select(['payers.name as payer_name', 'payment_orders.description'])
    .where('refunds.status', '=', 'failed');
  const rows = await keysetRange(failed, ['refunds.created_at', 'refunds.id'], {
    direction: 'desc',
    take: query.limit + 1,
    cursor: query.cursor,
  }).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return {
    items: page.rows.map((r) => ({
      ...presentAdminRefund(r),
      payer: { _id: r.user_id, name: r.payer_name },
      description: r.description,
    })),
    nextCursor: page.nextCursor,
  };
}
