// The money of an ended instant consultation, kept as bookings keep theirs: one internal payment 'from wallet'
// of the minutes charged (an order of purpose 'booking' on the instant booking, gateway 'wallet', already paid)
// and the same tax invoice a booked consultation gets (the advocate bills; the platform only collects).
// The wallet entries are the per-minute money movements; this is the supply, once, for the invoice and ledger.
import type { Trx } from '../../db/connection';
import { newId } from '../../db/ids';
import type { InstantConsultationRow } from '../../db/schema';
import { issueInvoice } from '../payments/invoices';

export async function recordWalletPayment(trx: Trx, row: InstantConsultationRow, now: Date): Promise<string> {
  const at = now.toISOString();
  const [payer, lawyer] = await Promise.all([
    trx.selectFrom('users').selectAll().where('id', '=', row.client_id).executeTakeFirstOrThrow(),
    trx.selectFrom('users').select('name').where('id', '=', row.lawyer_id).executeTakeFirstOrThrow(),
  ]);
  const order = {
    id: newId(),
    user_id: row.client_id,
    gateway: 'wallet' as const,
    gateway_order_id: `wallet_${row.id}`,
    purpose: 'booking' as const,
    plan: null,
    booking_id: row.id,
    service_order_id: null,
    amount_paise: row.charged_paise,
    description: `Consult now with ${lawyer.name}: ${row.minutes} min`,
    status: 'paid' as const,
    created_at: at,
    paid_at: at,
  };
  await trx.insertInto('payment_orders').values(order).execute();
  const paymentId = newId();
  await trx
    .insertInto('payments')
    .values({
      id: paymentId,
      order_id: order.id,
      user_id: row.client_id,
      gateway_payment_id: `wallet_${row.id}`,
      method: 'wallet',
      last4: null,
      address_line1: '',
      address_line2: '',
      amount_paise: row.charged_paise,
      created_at: at,
      service_order_id: null,
    })
    .execute();
  await issueInvoice(trx, {
    order,
    paymentId,
    payer,
    clientGstin: null,
    settlement: {
      invoiceKind: 'consultation',
      issuer: { name: lawyer.name, gstin: '' },
      link: '/dashboard/bills-payments',
    },
    at,
  });
  return paymentId;
}
