// The app's adapters to the outside world, each built once per app (createApp) and handed on AppDeps:
// payment gateway, payout rail, mailer, SMS gateway, file storage and pushes to a signed-in user's apps.
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/connection';
import { createMailer, type Mailer } from './services/mail';
import { gatewayFor } from './services/payments';
import type { PaymentGateway } from './services/payments/gateway';
import type { PayoutGateway } from './services/payments/payoutGateway';
import { payoutGatewayFor } from './services/payments/payoutRail';
import { smsGatewayFor, type SmsGateway } from './services/sms';
import { storageFor, type FileStorage } from './services/storage';
import { userPushFor, type UserPush } from './services/userPush';

export interface Adapters {
  /** Razorpay when its keys are set, else the offline demo. */
  gateway: PaymentGateway;
  /** RazorpayX when its account is set, else the demo rail. */
  payoutGateway: PayoutGateway;
  mailer: Mailer;
  /** MSG91 when its settings are set, else the demo SMS inbox in demo mode. */
  sms: SmsGateway;
  /** Where uploaded files live (a folder, or an S3-compatible bucket when hosted). */
  storage: FileStorage;
  /** To a signed-in user's open apps on every instance (`/api/me/live`); nothing without a realtime server. */
  push: UserPush;
}

export function adaptersFor({ config, db, clock }: { config: Config; db: Db; clock: Clock }): Adapters {
  return {
    gateway: gatewayFor(config),
    payoutGateway: payoutGatewayFor(config),
    mailer: createMailer({ config, db, clock }),
    sms: smsGatewayFor({ config, db, clock }),
    storage: storageFor(config),
    push: userPushFor(db),
  };
}
