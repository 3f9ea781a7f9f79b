// Where a lawyer's money comes from: each ledger source names the payments that earn a lawyer money. A new kind of
// paid work adds one source here.
import type { Db, Trx } from '../../db/connection';

/** A payment that earns a lawyer money. */
export interface EarningPayment {
  paymentId: string;
  lawyerId: string;
  kind: 'consultation' | 'service_order';
  /** When it was earned (ISO). */
  at: string;
  description: string;
  counterpart: string;
  amountPaise: number;
}

type LedgerSource = (db: Db | Trx, lawyerId: string | null) => Promise<EarningPayment[]>;

/**
 * Paid consultations that are over: completed (earned at the booked end), or cancelled after payment (the part
 * not refunded is kept; a full refund nets to zero). A Consult now consultation (#58) is paid from the client's
 * wallet as one payment when it ends (services/instant/recordWalletPayment.ts), its end_at the real end.
 */
const consultationSource: LedgerSource = async (db, lawyerId) => {
  let query = db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('bookings', 'bookings.id', 'payment_orders.booking_id')
    .innerJoin('users as client', 'client.id', 'bookings.client_id')
    .select([
      'payments.id as paymentId',
      'payments.amount_paise as amountPaise',
      'bookings.lawyer_id as lawyerId',
      'bookings.kind',
      'bookings.status',
      'bookings.end_at',
      'bookings.updated_at',
      'bookings.topic',
      'client.name as clientName',
    ])
    .where('payment_orders.purpose', '=', 'booking')
    .where('bookings.status', 'in', ['completed', 'cancelled']);
  if (lawyerId) query = query.where('bookings.lawyer_id', '=', lawyerId);
  return (await query.execute()).map((r) => ({
    paymentId: r.paymentId,
    lawyerId: r.lawyerId,
    kind: 'consultation' as const,
    at: r.status === 'completed' ? r.end_at : r.updated_at,
    description: `${r.kind === 'instant' ? 'Consult now' : 'Consultation'}: ${r.topic}`,
    counterpart: r.clientName,
    amountPaise: r.amountPaise,
  }));
};

/** Legal-document orders: earned by the accepting lawyer when the client approves the delivery. */
const serviceOrderSource: LedgerSource = async (db, lawyerId) => {
  let query = db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('service_orders', 'service_orders.id', 'payment_orders.service_order_id')
    .innerJoin('users as client', 'client.id', 'service_orders.client_id')
    .select([
      'payments.id as paymentId',
      'payments.amount_paise as amountPaise',
      'service_orders.lawyer_id as lawyerId',
      'service_orders.delivered_at',
      'service_orders.title',
      'client.name as clientName',
    ])
    .where('payment_orders.purpose', '=', 'service_order')
    .where('service_orders.status', '=', 'delivered')
    .where('service_orders.lawyer_id', 'is not', null);
  if (lawyerId) query = query.where('service_orders.lawyer_id', '=', lawyerId);
  return (await query.execute()).map((r) => ({
    paymentId: r.paymentId,
    lawyerId: r.lawyerId!,
    kind: 'service_order' as const,
    at: r.delivered_at!,
    description: `Document: ${r.title}`,
    counterpart: r.clientName,
    amountPaise: r.amountPaise,
  }));
};

export const ledgerSources: LedgerSource[] = [consultationSource, serviceOrderSource];
