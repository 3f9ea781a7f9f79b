// Shared pieces of the settings sub-pages: the frame with the spec's breadcrumb 'Setting > {last path segment}',
// loading/error states, a saved toggle row, a select row and a link row. Labels, hints and options come already
// in the reader's language (t() where the page writes them).
import type { Settings } from '@contract';
import { Button, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { Page } from '@/components/Page';
import { currentLocale, msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';

type BooleanKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** Each sub-page's name, for the breadcrumb in Hindi and Tamil (English shows the path segment, as the spec). */
const pageNames: Record<string, string> = {
  'profile-management': msg('Profile management'),
  'security-privacy': msg('Security & privacy'),
  'call-settings': msg('Call & Communication'),
  accessibilities: msg('Accessibilities'),
  'refer-earn': msg('Refer & earn'),
  'session-management': msg('Session management'),
  availability: msg('Availability'),
  server: msg('Server'),
};

export function SettingsBreadcrumb() {
  const { pathname } = useLocation();
  const t = useT();
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const shown = currentLocale() !== 'en' && pageNames[last] ? t(pageNames[last]) : last;
  return (
    <nav aria-label={t('Breadcrumb')} className="settings-breadcrumb">
      <Link to="/dashboard/settings">{t('Setting')}</Link> {'>'} <span aria-current="page">{shown}</span>
    </nav>
  );
}

/** A settings sub-page: breadcrumb, heading, and its rows once the saved settings are loaded. */
export const SettingsFrame = observer(function SettingsFrame({
  heading,
  description,
  children,
}: {
  heading: string;
  description: string;
  children: ReactNode;
}) {
  const { settings } = useStores();
  const t = useT();
  useEffect(() => {
    if (!settings.settings && !settings.loading) void settings.load();
  }, [settings]);
  return (
    <Page heading={heading} description={description}>
      <SettingsBreadcrumb />
      {settings.error && (
        <p role="alert" className="form-error">
          {settings.error}{' '}
          <Button size="small" onClick={() => void settings.load()}>
            {t('Try again')}
          </Button>
        </p>
      )}
      {!settings.settings && !settings.error && <p role="status">{t('Loading...')}</p>}
      {settings.settings && <ul className="settings-rows">{children}</ul>}
    </Page>
  );
});

export const ToggleRow = observer(function ToggleRow({
  name,
  label,
  hint,
  extra,
  disabled = false,
}: {
  name: BooleanKey;
  label: string;
  hint?: string;
  extra?: ReactNode;
  /** Shown but not usable yet (the hint or `extra` says why). */
  disabled?: boolean;
}) {
  const { settings } = useStores();
  const id = `setting-${name}`;
  return (
    <li className="settings-row">
      <span>
        <label htmlFor={id}>{label}</label>
        {hint && <small className="settings-hint"> {hint}</small>}
      </span>
      {extra}
      <Switch
        id={id}
        aria-label={label}
        checked={settings.settings?.[name] ?? false}
        disabled={disabled}
        onChange={(checked) => void settings.update({ [name]: checked })}
      />
    </li>
  );
});

type ChoiceKey = 'textSize' | 'preferredLanguage' | 'profileVisibility';

export const SelectRow = observer(function SelectRow({
  name,
  label,
  options,
}: {
  name: ChoiceKey;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { settings } = useStores();
  const id = `setting-${name}`;
  return (
    <li className="settings-row">
      <label htmlFor={id}>{label}</label>
      <ChoiceSelect
        id={id}
        value={settings.settings?.[name] ?? ''}
        onChange={(value) => void settings.update({ [name]: value } as Partial<Settings>)}
        options={options}
      />
    </li>
  );
});

export function LinkRow({ to, label, hint }: { to: string; label: string; hint?: string }) {
  return (
    <li className="settings-row">
      <Link to={to}>{label}</Link>
      {hint && <small className="settings-hint">{hint}</small>}
    </li>
  );
}

/** A row the spec shows without a destination: said plainly instead of a dead link. */
export function InfoRow({ label, hint }: { label: string; hint: string }) {
  return (
    <li className="settings-row">
      <span>{label}</span>
      <small className="settings-hint">{hint}</small>
    </li>
  );
}
