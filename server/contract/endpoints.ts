// Every declared endpoint, in one list: the API document is built from it, and a test checks that each one is
// mounted (and each route under a declared resource is declared). Resources move here as they are declared.
import { availabilityEndpoints } from './availability';
import {
  accountDataEndpoints,
  referralEndpoints,
  supportTicketEndpoints,
  twoFactorEndpoints,
} from './account';
import { accountEndpoints, demoEndpoints, recoveryEndpoints, sessionEndpoints } from './auth';
import { accountPhoneEndpoints } from './accountPhone';
import { bookingEndpoints } from './bookings';
import { consultationEndpoints } from './consultations';
import { documentEndpoints } from './documents';
import { earningsEndpoints } from './earnings';
import type { Endpoint } from './endpoint';
import { expertEndpoints } from './experts';
import { metaEndpoints } from './health';
import { moneyEndpoints, paymentEndpoints } from './money';
import { profileEndpoints } from './profile';
import { publicSiteEndpoints } from './publicSite';
import { notificationEndpoints } from './notifications';
import { requestEndpoints } from './requests';
import { reviewEndpoints } from './reviews';
import { scheduleEndpoints } from './schedules';
import { serviceEndpoints, serviceOrderEndpoints } from './serviceOrders';
import { lawyerProfileEndpoints, verificationEndpoints } from './verification';
import { settingsEndpoints } from './settings';
import { adminAuditEndpoints } from './adminAudit';
import { adminPaymentEndpoints } from './adminPayments';
import { adminSupportEndpoints } from './adminSupport';
import { adminUserEndpoints } from './adminUsers';
import { walletEndpoints } from './wallet';
import { instantConsultationEndpoints } from './instantConsultations';

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
  ...Object.values(expertEndpoints),
  ...Object.values(availabilityEndpoints),
  ...Object.values(profileEndpoints),
  ...Object.values(lawyerProfileEndpoints),
  ...Object.values(verificationEndpoints),
  ...Object.values(publicSiteEndpoints),
  ...Object.values(notificationEndpoints),
  ...Object.values(scheduleEndpoints),
  ...Object.values(consultationEndpoints),
  ...Object.values(documentEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(sessionEndpoints),
  ...Object.values(recoveryEndpoints),
  ...Object.values(demoEndpoints),
  ...Object.values(settingsEndpoints),
  ...Object.values(twoFactorEndpoints),
  ...Object.values(accountDataEndpoints),
  ...Object.values(accountPhoneEndpoints),
  ...Object.values(referralEndpoints),
  ...Object.values(supportTicketEndpoints),
  ...Object.values(adminUserEndpoints),
  ...Object.values(adminPaymentEndpoints),
  ...Object.values(adminSupportEndpoints),
  ...Object.values(adminAuditEndpoints),
  ...Object.values(walletEndpoints),
  ...Object.values(instantConsultationEndpoints),
];
