// Razorpay: orders are created over its REST API (amount in paise); payments and webhooks are verified with
// HMAC-SHA256 (key secret over `order_id|payment_id`, webhook secret over the raw body).
import type { Config } from '../../config';
import { hmacHex, paymentSignature, sameSignature, type PaymentGateway } from './gateway';

export class GatewayError extends Error {
  override name = 'GatewayError';
}

export function createRazorpayGateway(
  config: NonNullable<Config['razorpay']>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetchImpl(`${config.apiUrl}/v1/orders`, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new GatewayError('The payment gateway could not be reached.');
      }
      const body = (await response.json().catch(() => ({}))) as {
        id?: unknown;
        amount?: unknown;
        error?: { description?: string };
      };
      if (!response.ok || typeof body.id !== 'string')
        throw new GatewayError(body.error?.description ?? `The payment gateway answered ${response.status}.`);
      // The gateway must have recorded the amount we asked for, never another one.
      if (body.amount !== amountPaise) throw new GatewayError('The payment gateway changed the amount.');
      return { orderId: body.id };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(config.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => sameSignature(hmacHex(config.webhookSecret, rawBody), signature),
  };
}
