// Password recovery (contract/auth.ts: recoveryEndpoints): forgot-password, verify-otp and reset-password
// (= confirm-new-password), each handing its typed input to services/recovery.ts.
import { Router } from '@koa/router';
import { recoveryEndpoints as endpoints } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import type { Mailer } from '../../services/mail';
import { forgotPassword, setNewPassword, verifyOtp } from '../../services/recovery';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

/** Forgot-password, code checks and resets per client address, on top of the per-e-mail limits. */
export const recoveryIpLimit = { windowMs: 10 * 60_000, max: 30 } as const;

export function recoveryRouter(deps: AppDeps, mailer: Mailer): Router {
  const router = new Router();
  const mount = mounter(deps);
  // Per-address limits live in the database (resend, codes per hour, wrong tries); this one caps a single client.
  const perIp = rateLimit({
    ...recoveryIpLimit,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `recovery:${ctx.ip}`,
    message: (seconds) => `Too many requests. Please try again in ${seconds} seconds.`,
  });
  mount(router, endpoints.forgotPassword, (input) => forgotPassword({ ...deps, mailer }, input), [perIp]);
  mount(router, endpoints.verifyOtp, (input) => verifyOtp(deps, input), [perIp]);
  mount(router, endpoints.resetPassword, (input) => setNewPassword(deps, input), [perIp]);
  mount(router, endpoints.confirmNewPassword, (input) => setNewPassword(deps, input), [perIp]);
  return router;
}
