// Payments and the premium subscription:
//   POST /api/payment/order            an order for a plan or one of the caller's bookings (amount from the server)
//   POST /api/payment/demo/checkout    the demo gateway's checkout (demo only): signs a payment like Razorpay
//   POST /api/payment                  confirms a gateway payment: order id, payment id, signature — never card data
//   POST /api/payment/webhook/razorpay Razorpay webhook (raw-body signature, repeated event ids ignored)
//   GET  /api/subscription, POST /api/subscription/cancel (cancelling refunds the unused days pro rata)
// All declared in contract/money.ts (paymentEndpoints).
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { basicPlanLabel, errorCodes, paymentEndpoints as endpoints, paymentMessages, plans } from '@contract';
import { badRequest, HttpError, notFound, said } from '../../errors';
import { isDemo } from '../../services/payments';
import type { PaymentGateway } from '../../services/payments/gateway';
import { GatewayError } from '../../services/payments/razorpay';
import { cancelSubscription, refundOnCancelPaise } from '../../services/payments/cancelPremium';
import { confirmPayment, markOrderFailed } from '../../services/payments/confirmPayment';
import { createOrder } from '../../services/payments/createOrder';
import { findOrder } from '../../services/payments/orders';
import { activeSubscription } from '../../services/payments/subscriptions';
import { handleWebhook } from '../../services/payments/webhook';
import { readerLocale } from '../../services/readerLanguage';
import { refundDepsOf, sendRefund } from '../../services/refunds';
import { announceBalance } from '../../services/wallet';
import { pushOf } from '../wallet';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

/** Names a browser might use for card data: such a body is refused before anything reads it. */
const cardFields = ['cardNumber', 'card_number', 'number', 'expiryDate', 'expiry', 'cvv', 'cvc', 'card'];

export function paymentsRouter(deps: AppDeps, gateway: PaymentGateway = deps.gateway): Router {
  const { db, clock } = deps;
  // Refund webhooks and premium cancellation refund through the refund service, with this gateway.
  const refunds = { ...refundDepsOf(deps), gateway };
  const router = new Router();
  const mount = mounter(deps);
  // RBI: card number, expiry and CVV belong to the gateway. Refused before validation, never echoed or logged.
  const noCardData: Middleware = async (ctx, next) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    if (cardFields.some((name) => name in body)) throw badRequest('card_details_refused', 'cardNumber');
    await next();
  };

  mount(router, endpoints.order, async ({ body }, me, ctx) => {
    try {
      const locale = await readerLocale(db, me.id, ctx.get('Accept-Language'));
      return await createOrder(db, gateway, me, body, clock.now(), locale);
    } catch (error) {
      if (error instanceof GatewayError)
        throw new HttpError(
          502,
          errorCodes.internal,
          said('payment_gateway_error', { detail: error.message }),
        );
      throw error;
    }
  });

  mount(router, endpoints.demoCheckout, async ({ body }, me) => {
    if (!isDemo(gateway)) throw notFound('demo_gateway_off');
    const order = await findOrder(db, me.id, body.orderId);
    if (body.outcome === 'declined') {
      await markOrderFailed(db, me.id, order.gateway_order_id);
      throw new HttpError(402, errorCodes.conflict, 'card_declined');
    }
    return gateway.authorize(order.gateway_order_id);
  });

  mount(
    router,
    endpoints.confirm,
    async ({ body }, me) => {
      const result = await confirmPayment(
        db,
        gateway,
        me,
        { ...body, last4: body.last4 ?? null, clientGstin: body.clientGstin ?? null },
        clock.now(),
      );
      // A top-up moved the wallet: the client's other open apps hear the new balance.
      if (result.kind === 'wallet_topup' && result.created) await announceBalance(db, me.id, pushOf(deps));
      return {
        _id: result.paymentId,
        amountPaise: result.amountPaise,
        status: 'paid' as const,
        invoiceId: result.invoiceId,
        invoiceNumber: result.invoiceNumber,
        kind: result.kind,
      };
    },
    [noCardData],
  );

  mount(router, endpoints.razorpayWebhook, async (_input, _user, ctx) => {
    // koa-body keeps the exact bytes received (includeUnparsed in jsonBody): the signature covers them.
    const raw = (ctx.request as { rawBody?: unknown }).rawBody;
    if (typeof raw !== 'string') throw badRequest('json_body_expected');
    const status = await handleWebhook(
      refunds,
      raw,
      ctx.get('X-Razorpay-Signature'),
      ctx.get('X-Razorpay-Event-Id'),
      clock.now(),
    );
    return { status };
  });

  mount(router, endpoints.subscription, async (_input, me) => {
    const active = await activeSubscription(db, me.id, clock.now());
    return {
      premium: !!active,
      plan: active?.plan ?? null,
      label: active ? plans[active.plan].label : basicPlanLabel,
      periodEnd: active?.period_end ?? null,
      startedAt: active?.started_at ?? null,
      refundOnCancelPaise: await refundOnCancelPaise(db, me.id, clock.now()),
    };
  });

  mount(router, endpoints.cancelSubscription, async (_input, me) => {
    const refundIds = await cancelSubscription(db, me.id, clock.now());
    for (const id of refundIds) await sendRefund(refunds, id);
    return { message: paymentMessages.cancelled };
  });

  return router;
}
