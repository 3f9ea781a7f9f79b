// Razorpay: orders and refunds are created over its REST API (amount in paise); payments and webhooks are verified with
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
  /** POSTs to Razorpay's API; a network failure or an error reply is a GatewayError naming it. */
  async function call<T>(path: string, payload: unknown): Promise<T & { error?: { description?: string } }> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new GatewayError('The payment gateway could not be reached.');
    }
    const body = (await response.json().catch(() => ({}))) as T & {
      id?: unknown;
      error?: { description?: string };
    };
    if (!response.ok || typeof body.id !== 'string')
      throw new GatewayError(body.error?.description ?? `The payment gateway answered ${response.status}.`);
    return body;
  }
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const body = await call<{ id?: unknown; amount?: unknown }>('/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      // The gateway must have recorded the amount we asked for, never another one.
      if (typeof body.id !== 'string' || body.amount !== amountPaise)
        throw new GatewayError('The payment gateway changed the amount.');
      return { orderId: body.id };
    },
    async refund({ paymentId, amountPaise, notes }) {
      const body = await call<{ id?: unknown; amount?: unknown; status?: unknown }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, notes },
      );
      if (typeof body.id !== 'string' || body.amount !== amountPaise)
        throw new GatewayError('The payment gateway changed the refund amount.');
      return { refundId: body.id, processed: body.status === 'processed' };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(config.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => sameSignature(hmacHex(config.webhookSecret, rawBody), signature),
  };
}
