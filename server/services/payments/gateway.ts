// The payment-gateway seam: the server creates orders and verifies what the browser's checkout hands back.
// Both gateways sign `order_id|payment_id` with HMAC-SHA256, so there is one verification path.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayName } from '@contract';

export interface CreatedOrder {
  /** The gateway's order id, stored and later compared with what the browser sends. */
  orderId: string;
}

export interface PaymentGateway {
  name: GatewayName;
  /** Public key for the browser checkout ('' for the demo). */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<CreatedOrder>;
  /**
   * Returns (part of) a captured payment. `processed` true when done at once; otherwise the gateway's
   * refund.processed / refund.failed webhook settles it later.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<{ refundId: string; processed: boolean }>;
  /** True when `signature` is the gateway's signature of this stored order id and payment id. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /** True when `signature` signs the raw webhook body. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of two hex signatures (false for malformed input). */
export function sameSignature(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);
