// The browser side of the payment gateway. Card number, expiry and CVV stay here: with the demo gateway they are
// checked locally against the documented test cards; with Razorpay they go straight from the browser to Razorpay.
// Either way the caller gets back a gateway payment id and signature — the only things sent to LexSetu.
// The declared endpoint is imported on first use (the payments store, built at start-up, imports this module:
// it must not pull the contract and zod into a public page's first load); the constants come zod-free.
import type { PaymentMethod, PaymentOrder } from '@contract';
import { demoTestCards, razorpayCheckoutScript } from '@contract/gateway';
import type { ApiClient } from '@/api/client';
import { translate } from '@/i18n';

export interface CardInput {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

export interface GatewayPayment {
  paymentId: string;
  signature: string;
  /** Only for cards: the last four digits, kept on the receipt. */
  last4?: string;
}

export const digitsOf = (text: string) => text.replace(/\D/g, '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The first problem with the card fields, or null when they look payable. */
export function cardProblem(card: CardInput, now: Date): { field: keyof CardInput; message: string } | null {
  const digits = digitsOf(card.cardNumber);
  if (!luhnValid(digits) || digits.length > 19)
    return { field: 'cardNumber', message: translate('Enter a valid card number.') };
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiryDate.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12)
    return { field: 'expiryDate', message: translate('Enter the expiry date as MM/YY.') };
  const year = Number(expiry[2].length === 2 ? `20${expiry[2]}` : expiry[2]);
  if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    return { field: 'expiryDate', message: translate('This card has expired.') };
  if (!/^\d{3,4}$/.test(card.cvv.trim()))
    return { field: 'cvv', message: translate('Enter the 3- or 4-digit CVV.') };
  return null;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
}

const demoCards = {
  success: digitsOf(demoTestCards.success),
  failure: digitsOf(demoTestCards.failure),
};

async function payDemo(api: ApiClient, order: PaymentOrder, method: PaymentMethod, card?: CardInput) {
  let outcome: 'success' | 'declined' = 'success';
  let last4: string | undefined;
  if (method === 'creditCard') {
    const digits = digitsOf(card?.cardNumber ?? '');
    if (digits === demoCards.failure) outcome = 'declined';
    else if (digits !== demoCards.success)
      throw new GatewayError(
        translate('Demo mode: use the test card {success} (success) or {failure} (declined).', {
          success: demoTestCards.success,
          failure: demoTestCards.failure,
        }),
      );
    last4 = digits.slice(-4);
  }
  // Only the outcome the card led to crosses to the server: never the card itself.
  const { paymentEndpoints } = await import('@contract');
  const signed = await api.call(paymentEndpoints.demoCheckout, {
    body: { orderId: order.orderId, method, outcome },
  });
  return { paymentId: signed.paymentId, signature: signed.signature, last4 };
}

interface RazorpayInstance {
  createPayment(data: Record<string, unknown>): void;
  on(event: 'payment.success' | 'payment.error', handler: (response: Record<string, unknown>) => void): void;
}
type RazorpayConstructor = new (options: { key: string }) => RazorpayInstance;

let razorpayScript: Promise<RazorpayConstructor> | null = null;
function loadRazorpay(): Promise<RazorpayConstructor> {
  razorpayScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = razorpayCheckoutScript;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayConstructor }).Razorpay);
    script.onerror = () => {
      razorpayScript = null;
      reject(new GatewayError(translate('The payment gateway could not be loaded.')));
    };
    document.head.append(script);
  });
  return razorpayScript;
}

const razorpayMethods: Record<PaymentMethod, string> = {
  creditCard: 'card',
  netBanking: 'netbanking',
  scanPay: 'upi',
};

/** Razorpay Custom Checkout: the card fields go from this page to Razorpay directly. */
async function payRazorpay(order: PaymentOrder, method: PaymentMethod, card?: CardInput, bank?: string) {
  const Razorpay = await loadRazorpay();
  const rzp = new Razorpay({ key: order.keyId });
  const digits = digitsOf(card?.cardNumber ?? '');
  const [month, year] = (card?.expiryDate ?? '').split('/').map((s) => s.trim());
  return new Promise<GatewayPayment>((resolve, reject) => {
    rzp.on('payment.success', (r) =>
      resolve({
        paymentId: String(r.razorpay_payment_id),
        signature: String(r.razorpay_signature),
        last4: method === 'creditCard' ? digits.slice(-4) : undefined,
      }),
    );
    rzp.on('payment.error', (r) => {
      const error = r.error as { description?: string } | undefined;
      reject(new GatewayError(error?.description ?? translate('The payment failed.')));
    });
    rzp.createPayment({
      amount: order.amountPaise,
      currency: 'INR',
      order_id: order.orderId,
      method: razorpayMethods[method],
      ...(method === 'creditCard'
        ? {
            'card[number]': digits,
            'card[expiry_month]': month,
            'card[expiry_year]': year?.slice(-2),
            'card[cvv]': card?.cvv,
          }
        : {}),
      ...(method === 'netBanking' && bank ? { bank } : {}),
    });
  });
}

/** Pays `order` through its gateway; rejects with an ApiError/GatewayError carrying a message to show. */
export function payThroughGateway(
  api: ApiClient,
  order: PaymentOrder,
  method: PaymentMethod,
  input: { card?: CardInput; bank?: string } = {},
): Promise<GatewayPayment> {
  return order.gateway === 'demo'
    ? payDemo(api, order, method, input.card)
    : payRazorpay(order, method, input.card, input.bank);
}
