// Settings → Server (desktop app): the bundled offline server on this computer, or a hosted LexSetu server.
// The platform checks the hosted address (GET /api/health), saves the choice and restarts the app; this
// page only knows the platform's `server` capability, never whether it runs in Electron.
import { Button, Radio } from 'antd';
import { Input } from '@/components/inputs';
import { useState, type FormEvent } from 'react';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { SettingsBreadcrumb } from './parts';

type Choice = 'bundled' | 'hosted';

/** An address, the same in every language. */
const exampleAddress = 'https://api.example.in';

/** An http(s) address, or the message to show (an English source text, translated where shown). */
export function checkServerAddress(value: string): string | null {
  const text = value.trim();
  if (!text) return msg('Enter the address of your LexSetu server.');
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text))
    return msg('Enter a full address starting with https:// (or http://).');
  return null;
}

export default function DesktopServerPage() {
  const { platform } = useStores();
  const server = platform.server;
  const t = useT();
  const [choice, setChoice] = useState<Choice>(server?.mode ?? 'bundled');
  const [address, setAddress] = useState(server?.mode === 'hosted' ? platform.apiBaseUrl : '');
  const [saving, setSaving] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!server) return;
    const problem = choice === 'hosted' ? checkServerAddress(address) : null;
    if (problem) return setError(t(problem));
    setSaving(true);
    setError(null);
    try {
      await server.setServer(choice === 'hosted' ? address.trim() : null);
      setRestarting(true);
    } catch (e) {
      setError((e as Error).message || t('Could not switch servers. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page
      heading={t('Server')}
      description={t('Choose where LexSetu keeps your data: on this computer or on a hosted server.')}
    >
      <SettingsBreadcrumb />
      {!server ? (
        <p role="status">{t('The server can only be chosen in the LexSetu desktop app.')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="stacked-form">
          <p data-testid="current-server">
            {server.mode === 'bundled'
              ? t('Now using: the offline server on this computer')
              : t('Now using: the hosted server {address}', { address: platform.apiBaseUrl })}
          </p>
          <Radio.Group
            aria-label={t('Server')}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value as Choice);
              setError(null);
            }}
            options={[
              { value: 'bundled', label: t('Offline server on this computer (works without internet)') },
              { value: 'hosted', label: t('Hosted LexSetu server') },
            ]}
          />
          {choice === 'hosted' && (
            <label>
              {t('Server address')}
              <Input
                type="url"
                placeholder={exampleAddress}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
              />
            </label>
          )}
          {error && (
            <p role="alert" className="form-error">
              {error}
            </p>
          )}
          {restarting && <p role="status">{t('Restarting LexSetu…')}</p>}
          <div>
            <Button type="primary" htmlType="submit" loading={saving} disabled={restarting}>
              {t('Save and restart')}
            </Button>
          </div>
          <p className="page-description">
            {t(
              'Your login is kept per server: after switching you will be asked to log in on the other one.',
            )}
          </p>
        </form>
      )}
    </Page>
  );
}
