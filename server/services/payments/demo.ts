// The offline demo gateway: orders and payment ids are made here, and the "gateway" signs a payment with its
// own secret exactly like Razorpay, so confirmation goes through the same verification as a real payment.
import { newId } from '../../db/ids';
import { hmacHex, paymentSignature, sameSignature, type PaymentGateway } from './gateway';

export interface DemoGateway extends PaymentGateway {
  /** What the demo checkout returns to the browser after a successful simulated payment. */
  authorize(orderId: string): { paymentId: string; signature: string };
}

export function createDemoGateway(appSecret: string): DemoGateway {
  // Derived, so the demo needs no configuration yet differs per installation.
  const secret = hmacHex(appSecret, 'lexsetu-demo-gateway');
  return {
    name: 'demo',
    keyId: '',
    async createOrder() {
      return { orderId: `order_demo_${newId()}` };
    },
    // The demo bank refunds at once.
    async refund() {
      return { refundId: `rfnd_demo_${newId()}`, processed: true };
    },
    verifyPayment: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(secret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => sameSignature(hmacHex(secret, rawBody), signature),
    authorize(orderId) {
      const paymentId = `pay_demo_${newId()}`;
      return { paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
}
