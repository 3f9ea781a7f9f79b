// The payment gateways' zod-free constants (money.ts re-exports them; the renderer's start-up code imports
// them as `@contract/gateway` without the schemas).

/**
 * The origins Razorpay's browser checkout needs in a Content-Security-Policy: its script, the frames it opens
 * (3-D Secure, bank pages) and the calls it makes. Allowed only where the Razorpay gateway is configured.
 */
export const razorpayCspSources = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;
export const razorpayCheckoutScript = `${razorpayCspSources.script[0]}/v1/razorpay.js`;

/**
 * Demo gateway test cards (checked in the browser only; the server never sees a card number).
 * Any future expiry and any 3-digit CVV.
 */
export const demoTestCards = {
  success: '4111 1111 1111 1111',
  failure: '4000 0000 0000 0002',
} as const;
