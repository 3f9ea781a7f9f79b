// Chooses the payout rail once per app: RazorpayX when its account and the Razorpay keys are set, else the demo.
import type { Config } from '../../config';
import { demoPayoutGateway, type PayoutGateway } from './payoutGateway';
import { createRazorpayXGateway } from './razorpayx';

export function payoutGatewayFor(config: Config): PayoutGateway {
  return config.razorpay && config.razorpayX
    ? createRazorpayXGateway({ ...config.razorpay, accountNumber: config.razorpayX.accountNumber })
    : demoPayoutGateway;
}
