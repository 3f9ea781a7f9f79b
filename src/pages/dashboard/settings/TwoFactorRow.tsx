// Two-Factor Authentication row: off → 'Set up now' (QR code, first code, recovery codes shown once);
// on → turning it off asks for the password.
import type { TwoFactorSetup } from '@contract';
import { Button, Switch } from 'antd';
import { Input, PasswordInput } from '@/components/inputs';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { T, useT } from '@/i18n';

export const TwoFactorRow = observer(function TwoFactorRow() {
  const { account } = useStores();
  const toast = useToast();
  const t = useT();
  const wentWrong = t('Something went wrong. Please try again.');
  // Unknown (null) until the status loads: the switch spins meanwhile.
  const enabled = account.twoFactor.data?.enabled ?? null;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void account.twoFactor.load();
  }, [account]);

  async function start() {
    setError(null);
    setCode('');
    try {
      setSetup(await account.startTwoFactor());
    } catch (e) {
      toast.error(messageOf(e, wentWrong));
    }
  }

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const codes = await account.enableTwoFactor(code);
      setSetup(null);
      setRecoveryCodes(codes);
    } catch (e) {
      setError(messageOf(e, wentWrong));
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    setError(null);
    try {
      await account.disableTwoFactor(password);
      setDisabling(false);
      setPassword('');
      toast.success(t('Two-factor authentication is off.'));
    } catch (e) {
      setError(messageOf(e, wentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="settings-row">
      <span>
        <label htmlFor="setting-twoFactor">{t('Two-Factor Authentication')}</label>
        {enabled === false && (
          <Button type="link" onClick={() => void start()}>
            {t('Set up now')}
          </Button>
        )}
      </span>
      <Switch
        id="setting-twoFactor"
        aria-label={t('Two-Factor Authentication')}
        checked={!!enabled}
        loading={enabled === null}
        onChange={(on) => (on ? void start() : (setError(null), setDisabling(true)))}
      />
      <LazyModal
        open={!!setup}
        title={t('Set up two-factor authentication')}
        okText={t('Turn on')}
        okButtonProps={{ disabled: !/^\d{6}$/.test(code) || busy }}
        onOk={() => void confirm()}
        onCancel={() => setSetup(null)}
      >
        {setup && (
          <>
            <p>{t('Scan this QR code with an authenticator app, then enter the 6-digit code it shows.')}</p>
            <img
              src={setup.qrDataUrl}
              alt={t('QR code for your authenticator app')}
              width={220}
              height={220}
            />
            <p>
              <T
                id="Or enter this key: <0>{secret}</0>"
                values={{ secret: setup.secret }}
                components={{ 0: <code /> }}
              />
            </p>
            <label htmlFor="twofa-code">{t('6-digit code')}</label>
            <Input
              id="twofa-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            {error && (
              <p role="alert" className="form-error">
                {error}
              </p>
            )}
          </>
        )}
      </LazyModal>
      <LazyModal
        open={!!recoveryCodes}
        title={t('Save your recovery codes')}
        okText={t('I have saved them')}
        cancelButtonProps={{ style: { display: 'none' } }}
        onOk={() => setRecoveryCodes(null)}
        onCancel={() => setRecoveryCodes(null)}
      >
        <p>{t('Each code logs you in once if you lose your phone. They are shown only now.')}</p>
        <ul aria-label={t('Recovery codes')} className="recovery-codes">
          {recoveryCodes?.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
      </LazyModal>
      <LazyModal
        open={disabling}
        title={t('Turn off two-factor authentication')}
        okText={t('Turn off')}
        okButtonProps={{ danger: true, disabled: !password || busy }}
        onOk={() => void disable()}
        onCancel={() => setDisabling(false)}
      >
        <label htmlFor="twofa-password">{t('Password')}</label>
        <PasswordInput
          id="twofa-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
      </LazyModal>
    </li>
  );
});
