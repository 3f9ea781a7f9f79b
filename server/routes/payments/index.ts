// Payments and the premium subscription:
//   POST /api/payment/order            an order for a plan or one of the caller's bookings (amount from the server)
//   POST /api/payment/demo/checkout    the demo gateway's checkout (demo only): signs a payment like Razorpay
//   POST /api/payment                  confirms a gateway payment: order id, payment id, signature — never card data
//   POST /api/payment/webhook/razorpay Razorpay webhook (raw-body signature, repeated event ids ignored)
//   GET  /api/subscription, POST /api/subscription/cancel
import { Router } from '@koa/router';
import { z } from 'zod';
import {
  basicPlanLabel,
  orderRequestSchema,
  paymentConfirmSchema,
  paymentMessages,
  paymentMethodSchema,
  plans,
  type MessageResponse,
  type PaymentResult,
  type Subscription,
} from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { HttpError, badRequest, notFound } from '../../middlewares/errors';
import { errorCodes } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { gatewayFor, isDemo } from '../../services/payments';
import type { PaymentGateway } from '../../services/payments/gateway';
import { GatewayError } from '../../services/payments/razorpay';
import {
  activeSubscription,
  confirmPayment,
  createOrder,
  findOrder,
  handleWebhook,
  markOrderFailed,
  cancelSubscription,
  refundOnCancelPaise,
} from '../../services/payments/service';
import { refundDepsOf, sendRefund } from '../../services/refunds';
import type { AppDeps } from '../../types';

/** Names a browser might use for card data: such a body is refused before anything reads it. */
const cardFields = ['cardNumber', 'card_number', 'number', 'expiryDate', 'expiry', 'cvv', 'cvc', 'card'];

export function paymentsRouter(deps: AppDeps, gateway: PaymentGateway = gatewayFor(deps.config)): Router {
  const { db, config, clock } = deps;
  // Refund webhooks settle refunds (credit note, notices, mail) through the refund service.
  const refunds = { ...refundDepsOf(deps), gateway };
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const limit = rateLimit({ windowMs: 60_000, max: 30, key: (ctx) => `pay:${ctx.state.user?.id ?? ctx.ip}` });

  const orderInput = { body: orderRequestSchema };
  router.post('/payment/order', auth, limit, validate(orderInput), async (ctx) => {
    const { body } = inputOf(ctx.state, orderInput);
    try {
      ctx.body = await createOrder(db, gateway, ctx.state.user!, body, clock.now());
    } catch (error) {
      if (error instanceof GatewayError) throw new HttpError(502, errorCodes.internal, error.message);
      throw error;
    }
    ctx.status = 201;
  });

  const checkoutInput = {
    body: z.object({
      orderId: z.string().min(1).max(100),
      method: paymentMethodSchema,
      /** Decided in the browser from the demo test card; the card itself never comes here. */
      outcome: z.enum(['success', 'declined']),
    }),
  };
  router.post('/payment/demo/checkout', auth, limit, validate(checkoutInput), async (ctx) => {
    if (!isDemo(gateway)) throw notFound('The demo gateway is not in use.');
    const { body } = inputOf(ctx.state, checkoutInput);
    const order = await findOrder(db, ctx.state.user!.id, body.orderId);
    if (body.outcome === 'declined') {
      await markOrderFailed(db, ctx.state.user!.id, order.gateway_order_id);
      throw new HttpError(402, errorCodes.conflict, paymentMessages.declined);
    }
    ctx.body = gateway.authorize(order.gateway_order_id);
  });

  const confirmInput = { body: paymentConfirmSchema };
  router.post(
    '/payment',
    auth,
    limit,
    async (ctx, next) => {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      // RBI: card number, expiry and CVV belong to the gateway. Refuse without echoing or logging the values.
      if (cardFields.some((name) => name in body))
        throw badRequest('Card details must go to the payment gateway, never to LexSetu.', 'cardNumber');
      await next();
    },
    validate(confirmInput),
    async (ctx) => {
      const { body } = inputOf(ctx.state, confirmInput);
      const result = await confirmPayment(
        db,
        gateway,
        ctx.state.user!,
        { ...body, last4: body.last4 ?? null, clientGstin: body.clientGstin ?? null },
        clock.now(),
      );
      ctx.body = {
        _id: result.paymentId,
        amountPaise: result.amountPaise,
        status: 'paid',
        invoiceId: result.invoiceId,
        invoiceNumber: result.invoiceNumber,
        kind: result.kind,
      } satisfies PaymentResult;
    },
  );

  router.post('/payment/webhook/razorpay', async (ctx) => {
    // koa-body keeps the exact bytes received (includeUnparsed in jsonBody): the signature covers them.
    const raw = (ctx.request as { rawBody?: unknown }).rawBody;
    if (typeof raw !== 'string') throw badRequest('Expected a JSON body');
    const outcome = await handleWebhook(
      refunds,
      raw,
      ctx.get('X-Razorpay-Signature'),
      ctx.get('X-Razorpay-Event-Id'),
      clock.now(),
    );
    ctx.body = { status: outcome };
  });

  router.get('/subscription', auth, async (ctx) => {
    const active = await activeSubscription(db, ctx.state.user!.id, clock.now());
    ctx.body = {
      premium: !!active,
      plan: active?.plan ?? null,
      label: active ? plans[active.plan].label : basicPlanLabel,
      periodEnd: active?.period_end ?? null,
      startedAt: active?.started_at ?? null,
      refundOnCancelPaise: await refundOnCancelPaise(db, ctx.state.user!.id, clock.now()),
    } satisfies Subscription;
  });

  router.post('/subscription/cancel', auth, async (ctx) => {
    const refundIds = await cancelSubscription(db, ctx.state.user!.id, clock.now());
    for (const id of refundIds) await sendRefund(refunds, id);
    ctx.body = { message: paymentMessages.cancelled } satisfies MessageResponse;
  });

  return router;
}
