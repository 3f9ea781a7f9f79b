// The admins' payments console (contract/adminPayments.ts): look up, a payment's page, refunds in policy or as an
// exception, failed refunds and their retry. Money goes back only through services/refunds.ts.
export { failedRefunds } from './failedRefunds';
export { getPayment, paymentDetail } from './getPayment';
export { issueRefund } from './issueRefund';
export { lookupPayments } from './lookup';
export { retryFailedRefund } from './retryRefund';
