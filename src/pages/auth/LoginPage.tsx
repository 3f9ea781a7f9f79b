// Login (spec sections 2, 4, 8): email + password, 'Logging In...' while sending, then toast, store filled,
// and /dashboard/schedules after 800 ms; failures show the catalogue text as a toast and inline.
import { Button } from 'antd';
import { Input } from '@/components/inputs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { T, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { loginErrorMessage } from './errorMessages';
import { AuthLinks } from './parts/AuthLinks';
import { FormError } from './parts/FormError';
import { PasswordField } from './parts/PasswordField';
import { EmailField } from './parts/EmailField';

export const LOGIN_REDIRECT_DELAY_MS = 800;

export default function LoginPage() {
  const { auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Accounts with two-factor authentication: the first try says a code is needed, then it is asked for.
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const t = useT();

  useEffect(() => () => clearTimeout(timer.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) return setError(t('Please enter your email.'));
    if (!password) return setError(t('Please enter your password.'));
    if (needsCode && !code.trim()) return setError(t('Please enter the code from your authenticator app.'));
    setError(null);
    setBusy(true);
    try {
      if ((await auth.logIn(email.trim(), password, needsCode ? code.trim() : undefined)) === 'needsCode') {
        setNeedsCode(true);
        setBusy(false);
        return;
      }
      toast.success(t('Login Successful'));
      timer.current = setTimeout(() => navigate('/dashboard/schedules'), LOGIN_REDIRECT_DELAY_MS);
    } catch (failure) {
      const message = loginErrorMessage(failure);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <Page
      heading={t('Login into your account')}
      description={t('Log in to book consultations and manage your requests.')}
    >
      <form className="auth-form" onSubmit={submit} noValidate aria-label={t('Log in')}>
        <EmailField id="login-email" value={email} onChange={setEmail} acceptsPhone />
        <PasswordField
          id="login-password"
          label={t('Password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {needsCode && (
          <div className="auth-field">
            <label htmlFor="login-code">{t('Authentication code')}</label>
            <p id="login-code-hint">
              {t('Enter the 6-digit code from your authenticator app, or a recovery code.')}
            </p>
            <Input
              id="login-code"
              aria-describedby="login-code-hint"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        )}
        <Link to="/forget-password">{t('Forgot password?')}</Link>
        <FormError message={error} />
        <Button type="primary" htmlType="submit" disabled={busy}>
          {busy ? t('Logging In...') : t('Log In')}
        </Button>
        <p>
          <T
            id="New to LexSetu? <0>Create an account</0>"
            components={{ 0: <Link to="/account-creation" /> }}
          />
        </p>
      </form>
      <AuthLinks />
    </Page>
  );
}
