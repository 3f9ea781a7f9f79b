// A premium plan as a payable: priced from the plan table, and paid into a subscription period that starts
// where a running one ends (a renewal bought early extends instead of overlapping).
import { plans, type PlanId } from '@contract';
import { newId } from '../../../db/ids';
import { platformIssuer } from '../invoices';
import { addMonths } from '../period';
import { activeSubscription } from '../subscriptions';
import { targetOf, type Payable } from './payable';

export const planPayable: Payable<PlanId> = {
  async quote(_db, _userId, plan) {
    return {
      purpose: 'plan',
      amountPaise: plans[plan].pricePaise,
      about: { id: plan === 'monthly' ? 'payment_for_plan_monthly' : 'payment_for_plan_yearly' },
      target: { plan, booking_id: null, service_order_id: null },
      note: `plan:${plan}`,
    };
  },

  async currentPrice(_db, order) {
    return plans[targetOf(order, 'plan')].pricePaise;
  },

  async markPaid(trx, { order, paymentId, now }) {
    const plan = targetOf(order, 'plan');
    const current = await activeSubscription(trx, order.user_id, now);
    const start = current ? new Date(current.period_end) : now;
    await trx
      .insertInto('subscriptions')
      .values({
        id: newId(),
        user_id: order.user_id,
        plan,
        payment_id: paymentId,
        started_at: now.toISOString(),
        period_end: addMonths(start, plans[plan].months),
        cancelled_at: null,
      })
      .execute();
    return { invoiceKind: 'plan', issuer: platformIssuer, link: '/profile' };
  },
};
