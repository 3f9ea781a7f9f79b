// Settings home (spec): the upgrade banner to /pricing, rows to every sub-page and 'New features'.
// Lawyers also get Availability (their bookable days, slots and rate).
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

const rows = [
  { to: '/dashboard/settings/profile-management', label: 'Profile management' },
  { to: '/dashboard/settings/security-privacy', label: 'Security & privacy' },
  { to: '/dashboard/settings/call-settings', label: 'Call & Communication' },
  { to: '/dashboard/settings/accessibilities', label: 'Accessibilities' },
  { to: '/dashboard/settings/refer-earn', label: 'Refer & earn' },
  { to: '/dashboard/settings', label: 'New features' },
];

export default observer(function SettingsPage() {
  // The desktop app adds Settings → Server; the platform says whether a server can be chosen here.
  const { platform, auth } = useStores();
  const t = useT();
  const extra = [
    ...(auth.user?.role === 'professional'
      ? [{ to: '/dashboard/settings/availability', label: 'Availability' }]
      : []),
    ...(platform.server ? [{ to: '/dashboard/settings/server', label: 'Server' }] : []),
  ];
  const shown = [...rows.slice(0, -1), ...extra, ...rows.slice(-1)];
  return (
    <Page heading="Settings" description="Manage your account, privacy and preferences.">
      <Link to="/pricing" className="settings-banner">
        {t('Upgrade to pro plan at just 99/- monthly')}
      </Link>
      <ul className="settings-rows">
        {shown.map((row) => (
          <li key={row.label} className="settings-row">
            <Link to={row.to}>{t(row.label)}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
});
