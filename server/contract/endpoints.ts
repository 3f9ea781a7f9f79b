// Every declared endpoint, in one list: the API document is built from it, and a test checks that each one is
// mounted (and each route under a declared resource is declared). Resources move here as they are declared.
import {
  accountDataEndpoints,
  referralEndpoints,
  supportTicketEndpoints,
  twoFactorEndpoints,
} from './account';
import { accountEndpoints, demoEndpoints, recoveryEndpoints, sessionEndpoints } from './auth';
import { bookingEndpoints } from './bookings';
import { earningsEndpoints } from './earnings';
import type { Endpoint } from './endpoint';
import { metaEndpoints } from './health';
import { moneyEndpoints, paymentEndpoints } from './money';
import { requestEndpoints } from './requests';
import { reviewEndpoints } from './reviews';
import { serviceEndpoints, serviceOrderEndpoints } from './serviceOrders';
import { settingsEndpoints } from './settings';

export const declaredEndpoints: readonly Endpoint[] = [
  ...Object.values(metaEndpoints),
  ...Object.values(bookingEndpoints),
  ...Object.values(requestEndpoints),
  ...Object.values(reviewEndpoints),
  ...Object.values(moneyEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(serviceEndpoints),
  ...Object.values(serviceOrderEndpoints),
  ...Object.values(earningsEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(sessionEndpoints),
  ...Object.values(recoveryEndpoints),
  ...Object.values(demoEndpoints),
  ...Object.values(settingsEndpoints),
  ...Object.values(twoFactorEndpoints),
  ...Object.values(accountDataEndpoints),
  ...Object.values(referralEndpoints),
  ...Object.values(supportTicketEndpoints),
];
