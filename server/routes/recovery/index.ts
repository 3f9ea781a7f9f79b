// Password recovery (contract/auth.ts: recoveryEndpoints): forgot-password, verify-otp and reset-password
// (= confirm-new-password), each handing its typed input to services/recovery.ts.
import { Router } from '@koa/router';
import { recoveryEndpoints as endpoints } from '@contract';
import type { Mailer } from '../../services/mail';
import { forgotPassword, setNewPassword, verifyOtp } from '../../services/recovery';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function recoveryRouter(deps: AppDeps, mailer: Mailer): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.forgotPassword, (input) => forgotPassword({ ...deps, mailer }, input));
  mount(router, endpoints.verifyOtp, (input) => verifyOtp(deps, input));
  mount(router, endpoints.resetPassword, (input) => setNewPassword(deps, input));
  mount(router, endpoints.confirmNewPassword, (input) => setNewPassword(deps, input));
  return router;
}
