// The consumer and professional sign-up form (spec sections 2, 4, 5, 8): name, email + password (its rules shown
// before they can fail), 'Submitting...'
// while busy; 201 → toast 'Account created successfully' → /account-creation/successful. The new account
// is then logged in with the same credentials so the setup step can save its consultation types. A choice made
// on the consultation landing (?problem=&time=&language=) is carried on to the next steps. Signed up by mobile
// number (#58), the code screen comes first: its SMS code proves the number, then the sign-in happens.
import { minimumPasswordLength, type SignUpRole } from '@contract';
import { Button } from 'antd';
import { Input } from '@/components/inputs';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { msg, T, useT } from '@/i18n';
import { choiceFrom, choiceQuery } from '@/pages/public/consultationChoice';
import { useStores } from '@/stores/context';
import { signUpErrorMessage } from '../errorMessages';
import type { OtpState } from '../OtpPage';
import { isPhoneNumber, looksLikeEmail } from './email';
import { FormError } from './FormError';
import { PasswordField } from './PasswordField';
import { EmailField } from './EmailField';
import { PasswordRules } from './PasswordRules';

export const EMAIL_REQUIRED_MESSAGE = msg('Please enter a valid Email or phone number.');
export const NAME_REQUIRED_MESSAGE = msg('Please enter your name.');

export function SignUpForm({ role }: { role: SignUpRole }) {
  const { auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Signed up through a friend's referral link (?ref=CODE).
  const referralCode = params.get('ref')?.trim() || undefined;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email)) return setError(t(EMAIL_REQUIRED_MESSAGE));
    if (!name.trim()) return setError(t(NAME_REQUIRED_MESSAGE));
    if (!password) return setError(t('Please enter a password.'));
    if (password.length < minimumPasswordLength)
      return setError(t('Password must be at least {count} characters.', { count: minimumPasswordLength }));
    setError(null);
    setBusy(true);
    const credentials = { email: email.trim(), password };
    const next = `/account-creation/successful${choiceQuery(choiceFrom(params))}`;
    let phoneCode;
    try {
      ({ phoneCode } = await auth.register({
        name: name.trim(),
        ...credentials,
        role,
        consultationTypes: [''],
        ...(referralCode ? { referralCode } : {}),
      }));
    } catch (failure) {
      const message = signUpErrorMessage(failure);
      setError(message);
      toast.error(message);
      setBusy(false);
      return;
    }
    toast.success(t('Account created successfully'));
    if (phoneCode && isPhoneNumber(credentials.email)) {
      auth.holdSignUp(credentials.email, password);
      const state: OtpState = { email: credentials.email, signUp: next, ...phoneCode };
      return navigate('/forget-password/otp', { state });
    }
    try {
      await auth.logIn(credentials.email, credentials.password);
    } catch (failure) {
      // The setup step still shows and asks to log in before saving.
      console.warn('Automatic login after sign-up failed', failure);
    }
    navigate(next);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('Sign up')}>
      <div className="form-field">
        <label htmlFor="signup-name">{t('Full name')}</label>
        <Input
          id="signup-name"
          autoComplete="name"
          maxLength={100}
          value={name}
          aria-describedby="signup-name-hint"
          onChange={(event) => setName(event.target.value)}
        />
        <p id="signup-name-hint" className="field-hint">
          {role === 'professional'
            ? t('As clients will see it once you are verified, e.g. Adv. Priya Nair.')
            : t('Lawyers see this name when you book or message them.')}
        </p>
      </div>
      <EmailField
        id="signup-email"
        value={email}
        onChange={setEmail}
        placeholder={t('Email or Phone number')}
        acceptsPhone
      />
      <PasswordField
        id="signup-password"
        label={t('Password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        describedBy="signup-password-rules"
      />
      <PasswordRules id="signup-password-rules" password={password} />
      <FormError message={error} />
      <Button type="primary" htmlType="submit" disabled={busy}>
        {busy ? t('Submitting...') : t('Sign up')}
      </Button>
      <p>
        <T id="Already have an account? <0>Log in</0>" components={{ 0: <Link to="/login" /> }} />
      </p>
    </form>
  );
}
