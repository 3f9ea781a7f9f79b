// Chooses the gateway once per app: Razorpay when its keys are configured, the offline demo otherwise.
import type { Config } from '../../config';
import { createDemoGateway, type DemoGateway } from './demo';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay';

export function gatewayFor(config: Config, fetchImpl?: typeof fetch): PaymentGateway | DemoGateway {
  return config.razorpay
    ? createRazorpayGateway(config.razorpay, fetchImpl)
    : createDemoGateway(config.jwtSecret);
}

export const isDemo = (gateway: PaymentGateway): gateway is DemoGateway => gateway.name === 'demo';
