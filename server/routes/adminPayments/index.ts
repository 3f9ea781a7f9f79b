// Admin console: payments looked up by number or gateway id, their refunds (in policy or exception), failed refunds
// and retry. Declared in contract/adminPayments.ts (access 'admin'); the rules are in services/adminPayments/.
import { Router } from '@koa/router';
import { adminPaymentEndpoints as endpoints } from '@contract';
import {
  failedRefunds,
  getPayment,
  issueRefund,
  lookupPayments,
  retryFailedRefund,
} from '../../services/adminPayments';
import { refundDepsOf } from '../../services/refunds';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function adminPaymentsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const refunds = refundDepsOf(deps);
  mount(router, endpoints.lookup, (input) => lookupPayments(deps, input));
  mount(router, endpoints.failedRefunds, (input) => failedRefunds(deps, input));
  mount(router, endpoints.payment, (input) => getPayment(deps, input));
  mount(router, endpoints.refund, (input, me) => issueRefund(refunds, me, input));
  mount(router, endpoints.retryRefund, (input, me) => retryFailedRefund(refunds, me, input));
  return router;
}
