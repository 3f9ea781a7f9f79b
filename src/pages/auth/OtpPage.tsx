// Recovery step 2 (spec sections 2, 4, 8): six boxes, auto-submit to POST /api/verify-otp, 'Resend code'
// with the server's cooldown shown as a countdown, and a link to the offline demo inbox (or demo SMS inbox for a
// mobile number, #58) when the server says the code went there (the inboxes are off with SMTP / an SMS gateway
// and on hosted servers). After a sign-up by mobile number the same step proves the number, then signs in.
import { otpLength } from '@contract';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { T, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { forgotPasswordErrorMessage, verifyCodeErrorMessage } from './errorMessages';
import { AuthLinks } from './parts/AuthLinks';
import { FormError } from './parts/FormError';
import { isPhoneNumber } from './parts/email';
import { OtpInput } from './parts/OtpInput';
import type { ResetState } from './ResetPasswordPage';

export interface OtpState {
  email: string;
  /** Seconds before another code may be asked for (from the forgot-password reply). */
  resendAfterSeconds?: number;
  /** The code went to the offline demo inbox (from the forgot-password reply). */
  demoInbox?: boolean;
  /** The code went by SMS to the offline demo SMS inbox (#58). */
  demoSms?: boolean;
  /** A sign-up by mobile number: the page to go on to once the number is proven and the user signed in. */
  signUp?: string;
}

const readState = (state: unknown): OtpState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { email, resendAfterSeconds, demoInbox, demoSms, signUp } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email) return null;
  return {
    email,
    resendAfterSeconds: typeof resendAfterSeconds === 'number' ? resendAfterSeconds : undefined,
    demoInbox: demoInbox === true,
    demoSms: demoSms === true,
    ...(typeof signUp === 'string' && signUp.startsWith('/') ? { signUp } : {}),
  };
};

const emptyCode = () => Array.from({ length: otpLength }, () => '');

function OtpForm({ email, resendAfterSeconds, demoInbox, demoSms, signUp }: OtpState) {
  const { recovery, auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [code, setCode] = useState(emptyCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(resendAfterSeconds ?? 0);
  const [resending, setResending] = useState(false);
  const sending = useRef(false);
  const t = useT();

  useEffect(() => {
    if (cooldown <= 0) return;
    const tick = setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => clearTimeout(tick);
  }, [cooldown]);

  async function verify(otp: string) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const resetToken = await recovery.verifyCode(email, otp);
      toast.success(t('OTP verified successful'));
      if (signUp) {
        // The number is proven: sign in with the password held since the sign-up (or log in after a reload).
        const signedIn = await auth.finishSignUp(email).catch(() => false);
        navigate(signedIn ? signUp : '/login', { replace: true });
        return;
      }
      const state: ResetState = { email, resetToken };
      navigate('/forget-password/reset', { state, replace: true });
    } catch (failure) {
      const message = verifyCodeErrorMessage(failure);
      setError(message);
      toast.error(message);
      setCode(emptyCode());
      setBusy(false);
    } finally {
      sending.current = false;
    }
  }

  async function resend() {
    setResending(true);
    setError(null);
    try {
      const reply = await recovery.requestCode(email);
      toast.success(t('OTP sent successfully'));
      setCode(emptyCode());
      setCooldown(reply.resendAfterSeconds);
    } catch (failure) {
      const message = forgotPasswordErrorMessage(failure);
      setError(message);
      toast.error(message);
    } finally {
      setResending(false);
    }
  }

  const complete = code.every((digit) => digit !== '');
  return (
    <form
      className="auth-form"
      aria-label={t('Verify code')}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) void verify(code.join(''));
      }}
    >
      <p>
        <T id="Sent to <0>{email}</0>" values={{ email }} components={{ 0: <strong /> }} />
      </p>
      <OtpInput
        length={otpLength}
        value={code}
        onChange={setCode}
        onComplete={(otp) => void verify(otp)}
        disabled={busy}
      />
      <FormError message={error} />
      <Button type="primary" htmlType="submit" disabled={!complete || busy}>
        {busy ? t('Verifying...') : t('Verify')}
      </Button>
      <div>
        {cooldown > 0 ? (
          <span role="timer" aria-live="polite">
            {t('Resend code in {seconds}s', { seconds: cooldown })}
          </span>
        ) : (
          <Button type="link" className="inline-link" disabled={resending} onClick={() => void resend()}>
            {t('Resend code')}
          </Button>
        )}
      </div>
      {demoSms && isPhoneNumber(email) ? (
        <Link to={`/demo/sms?phone=${encodeURIComponent(email)}`}>{t('Open the demo SMS inbox')}</Link>
      ) : (
        demoInbox && (
          <Link to={`/demo/inbox?email=${encodeURIComponent(email)}`}>{t('Open the demo inbox')}</Link>
        )
      )}
    </form>
  );
}

export default function OtpPage() {
  const { state } = useLocation();
  const otpState = readState(state);
  const t = useT();
  if (!otpState) return <Navigate to="/forget-password" replace />;
  return (
    <Page
      heading={otpState.signUp ? t('Verify your mobile number') : t('Reset password')}
      description={t('You have received a 6-digit verification code')}
    >
      <OtpForm {...otpState} />
      <AuthLinks />
    </Page>
  );
}
