// The consumer and professional sign-up form (spec sections 2, 4, 5, 8): email + password, 'Submitting...'
// while busy; 201 → toast 'Account created successfully' → /account-creation/successful. The new account
// is then logged in with the same credentials so the setup step can save its consultation types. A choice made
// on the consultation landing (?problem=&time=&language=) is carried on to the next steps.
import type { SignUpRole } from '@contract';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { choiceFrom, choiceQuery } from '@/pages/public/consultationChoice';
import { useStores } from '@/stores/context';
import { signUpErrorMessage } from '../errorMessages';
import { looksLikeEmail } from './email';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { EmailField } from './EmailField';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter a valid Email or phone number.';

export function SignUpForm({ role }: { role: SignUpRole }) {
  const { auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Signed up through a friend's referral link (?ref=CODE).
  const referralCode = params.get('ref')?.trim() || undefined;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email)) return setError(EMAIL_REQUIRED_MESSAGE);
    if (!password) return setError('Please enter a password.');
    setError(null);
    setBusy(true);
    const credentials = { email: email.trim(), password };
    try {
      await auth.register({
        ...credentials,
        role,
        consultationTypes: [''],
        ...(referralCode ? { referralCode } : {}),
      });
    } catch (failure) {
      const message = signUpErrorMessage(failure);
      setError(message);
      toast.error(message);
      setBusy(false);
      return;
    }
    toast.success('Account created successfully');
    try {
      await auth.logIn(credentials.email, credentials.password);
    } catch (failure) {
      // The setup step still shows and asks to log in before saving.
      console.warn('Automatic login after sign-up failed', failure);
    }
    navigate(`/account-creation/successful${choiceQuery(choiceFrom(params))}`);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign up">
      <EmailField id="signup-email" value={email} onChange={setEmail} placeholder="Email or Phone number" />
      <PasswordField
        id="signup-password"
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <Button type="primary" htmlType="submit" disabled={busy}>
        {busy ? 'Submitting...' : 'Sign up'}
      </Button>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  );
}
