// Mobile number row (#58): the number shown masked; 'Add'/'Change' → number → 'Send code' → code + password →
// saved. The server normalises and checks the number; its messages are shown as they come.
import { Button } from 'antd';
import { Input, PasswordInput } from '@/components/inputs';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

export const PhoneRow = observer(function PhoneRow({ current }: { current?: string | null }) {
  const { account, auth } = useStores();
  const toast = useToast();
  const t = useT();
  const [shown, setShown] = useState(current ?? null);
  const [step, setStep] = useState<'idle' | 'number' | 'code'>('idle');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [demoSms, setDemoSms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = (e: unknown) =>
    setError((isApiError(e) && e.serverMessage) || t('Something went wrong. Please try again.'));

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      setDemoSms((await account.sendPhoneCode(phone.trim())).demoSms);
      setStep('code');
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const masked = await account.setPhone(phone.trim(), code.trim(), password);
      setShown(masked);
      auth.phoneChanged(masked);
      setStep('idle');
      setCode('');
      setPassword('');
      toast.success(t('Mobile number saved.'));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="settings-row">
      <span>
        <label htmlFor="phone-number">{t('Mobile number')}</label>
        <small className="settings-hint"> {shown ?? t('Not added')}</small>
      </span>
      {step === 'idle' && <Button onClick={() => setStep('number')}>{shown ? t('Change') : t('Add')}</Button>}
      {step === 'number' && (
        <form onSubmit={send} aria-label={t('Add a mobile number')}>
          <Input id="phone-number" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
          <Button htmlType="submit" loading={busy}>
            {t('Send code')}
          </Button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={save} aria-label={t('Confirm mobile number')}>
          <label htmlFor="phone-code">{t('Code sent by SMS')}</label>
          <Input id="phone-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <label htmlFor="phone-password">{t('Password')}</label>
          <PasswordInput id="phone-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button htmlType="submit" type="primary" loading={busy}>
            {t('Save')}
          </Button>
          {demoSms && (
            <Link to={`/demo/sms?phone=${encodeURIComponent(phone.trim())}`}>
              {t('Open the demo SMS inbox')}
            </Link>
          )}
        </form>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
});
