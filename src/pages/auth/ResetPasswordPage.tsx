// Recovery step 3 (spec sections 2, 5, 8): new + confirm password with show/hide and a strength bar; both
// required, equal, and Strong; POST /api/reset-password → toast 'Password reset successful' → confirmation.
import { ratePassword } from '@contract';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { resetErrorMessage } from './errorMessages';
import { AuthLinks } from './parts/AuthLinks';
import { FormError } from './parts/FormError';
import { PasswordField } from './parts/PasswordField';
import { StrengthBar } from './parts/StrengthBar';

export interface ResetState {
  email: string;
  resetToken: string;
}

const readState = (state: unknown): ResetState | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { email, resetToken } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email || typeof resetToken !== 'string' || !resetToken) return null;
  return { email, resetToken };
};

function ResetForm({ email, resetToken }: ResetState) {
  const { recovery } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password || !confirm) return setError(t('Please fill in both password fields.'));
    if (password !== confirm) return setError(t('Passwords do not match.'));
    if (ratePassword(password) !== 'Strong') return setError(t('Please choose a stronger password.'));
    setError(null);
    setBusy(true);
    try {
      await recovery.resetPassword(email, password, resetToken);
      toast.success(t('Password reset successful'));
      navigate('/forget-password/confirmation', { replace: true });
    } catch (failure) {
      const message = resetErrorMessage(failure);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('Create new password')}>
      <PasswordField
        id="reset-password"
        label={t('New password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      {password && <StrengthBar password={password} />}
      <PasswordField
        id="reset-confirm"
        label={t('Confirm password')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <FormError message={error} />
      <Button type="primary" htmlType="submit" disabled={busy}>
        {busy ? t('Submitting...') : t('Submit')}
      </Button>
    </form>
  );
}

export default function ResetPasswordPage() {
  const { state } = useLocation();
  const resetState = readState(state);
  const t = useT();
  if (!resetState) return <Navigate to="/forget-password" replace />;
  return (
    <Page heading={t('Create new password')} description={t('Entered password must contain 8 characters.')}>
      <ResetForm {...resetState} />
      <AuthLinks />
    </Page>
  );
}
