// Password recovery: POST /api/forgot-password, /api/verify-otp, /api/reset-password (= /api/confirm-new-password).
import { Router } from '@koa/router';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
  type ForgotPasswordResponse,
  type MessageResponse,
  type VerifyOtpResponse,
} from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import type { Mailer } from '../../services/mail';
import { recoveryMessages, requestCode, resetPassword, verifyCode } from '../../services/recovery';
import type { AppDeps } from '../../types';

/** Forgot-password, code checks and resets per client address, on top of the per-e-mail limits. */
export const recoveryIpLimit = { windowMs: 10 * 60_000, max: 30 } as const;

export function recoveryRouter(deps: AppDeps, mailer: Mailer): Router {
  const router = new Router();
  // Per-address limits live in the database (resend, codes per hour, wrong tries); this one caps a single client.
  const perIp = rateLimit({
    ...recoveryIpLimit,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `recovery:${ctx.ip}`,
    message: (seconds) => `Too many requests. Please try again in ${seconds} seconds.`,
  });

  const forgot = { body: forgotPasswordRequestSchema };
  router.post('/forgot-password', perIp, validate(forgot), async (ctx) => {
    const { body } = inputOf(ctx.state, forgot);
    const { resendAfterSeconds } = await requestCode({ ...deps, mailer }, body.email);
    ctx.body = {
      message: recoveryMessages.codeSent,
      resendAfterSeconds,
      demoInbox: deps.config.demoInbox,
    } satisfies ForgotPasswordResponse;
  });

  const verify = { body: verifyOtpRequestSchema };
  router.post('/verify-otp', perIp, validate(verify), async (ctx) => {
    const { body } = inputOf(ctx.state, verify);
    const { resetToken } = await verifyCode(deps, body.email, body.otp);
    ctx.body = { message: recoveryMessages.verified, resetToken } satisfies VerifyOtpResponse;
  });

  const reset = { body: resetPasswordRequestSchema };
  const resetHandler = async (ctx: Parameters<Parameters<typeof router.post>[1]>[0]) => {
    const { body } = inputOf(ctx.state, reset);
    await resetPassword(deps, body);
    ctx.body = { message: recoveryMessages.resetDone } satisfies MessageResponse;
  };
  router.post('/reset-password', perIp, validate(reset), resetHandler);
  router.post('/confirm-new-password', perIp, validate(reset), resetHandler);

  return router;
}
