// A wallet top-up as a payable: one of the fixed amounts, paid into the client's wallet once (whoever records
// the payment: the browser's confirmation or the webhook), acknowledged by a receipt, never a tax invoice.
import { formatRupees, walletTopUpAmountsPaise } from '@contract';
import { badRequest } from '../../../errors';
import { creditTopUp } from '../../wallet/credit';
import type { Payable } from './payable';

export const walletTopUpPayable: Payable<number> = {
  async quote(_db, _userId, amountPaise) {
    if (!(walletTopUpAmountsPaise as readonly number[]).includes(amountPaise))
      throw badRequest('wallet_top_up_amount', 'amountPaise');
    return {
      purpose: 'wallet_topup',
      amountPaise,
      about: { id: 'payment_for_wallet_topup', values: { amount: formatRupees(amountPaise) } },
      target: { plan: null, booking_id: null, service_order_id: null },
      note: 'wallet_topup',
    };
  },

  async currentPrice(_db, order) {
    return order.amount_paise;
  },

  async markPaid(trx, { order, paymentId, now }) {
    await creditTopUp(
      trx,
      { userId: order.user_id, paymentId, amountPaise: order.amount_paise, description: order.description },
      now,
    );
    return { document: 'receipt', link: '/dashboard/wallet' };
  },
};
