// Recovery step 1 (spec sections 2, 4, 5, 8): email → POST /api/forgot-password → toast 'OTP sent
// successfully' → /forget-password/otp carrying the email (and the resend cooldown) in navigation state. A mobile
// number gets its code by SMS (#58).
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { forgotPasswordErrorMessage } from './errorMessages';
import { AuthLinks } from './parts/AuthLinks';
import { looksLikeEmail } from './parts/email';
import { FormError } from './parts/FormError';
import type { OtpState } from './OtpPage';
import { EmailField } from './parts/EmailField';

export const FORGOT_EMAIL_MESSAGE = msg('Please enter a valid email or phone number.');

export default function ForgotPasswordPage() {
  const { recovery } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email)) return setError(t(FORGOT_EMAIL_MESSAGE));
    setError(null);
    setBusy(true);
    try {
      const reply = await recovery.requestCode(email.trim());
      toast.success(t('OTP sent successfully'));
      const state: OtpState = {
        email: email.trim(),
        resendAfterSeconds: reply.resendAfterSeconds,
        demoInbox: reply.demoInbox,
        ...(reply.demoSms ? { demoSms: true } : {}),
      };
      navigate('/forget-password/otp', { state });
    } catch (failure) {
      const message = forgotPasswordErrorMessage(failure);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <Page
      heading={t('Forgot password')}
      description={t('Enter your e-mail and we will send you a verification code.')}
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t('Forgot password')}>
        <EmailField
          id="forgot-email"
          value={email}
          onChange={setEmail}
          placeholder={t('Email or Phone number')}
          acceptsPhone
        />
        <FormError message={error} />
        <Button type="primary" htmlType="submit" disabled={busy}>
          {busy ? t('Sending...') : t('Send code')}
        </Button>
        <Link to="/login">{t('Back to login')}</Link>
      </form>
      <AuthLinks />
    </Page>
  );
}
