// Settings home (spec): the upgrade banner to /pricing, rows to every sub-page and 'New features'.
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';

const rows = [
  { to: '/dashboard/settings/profile-management', label: 'Profile management' },
  { to: '/dashboard/settings/security-privacy', label: 'Security & privacy' },
  { to: '/dashboard/settings/call-settings', label: 'Call & Communication' },
  { to: '/dashboard/settings/accessibilities', label: 'Accessibilities' },
  { to: '/dashboard/settings/refer-earn', label: 'Refer & earn' },
  { to: '/dashboard/settings', label: 'New features' },
];

export default function SettingsPage() {
  // The desktop app adds Settings → Server; the platform says whether a server can be chosen here.
  const { platform } = useStores();
  const shown = platform.server
    ? [...rows.slice(0, -1), { to: '/dashboard/settings/server', label: 'Server' }, ...rows.slice(-1)]
    : rows;
  return (
    <Page heading="Settings" description="Manage your account, privacy and preferences.">
      <Link to="/pricing" className="settings-banner">
        Upgrade to pro plan at just 99/- monthly
      </Link>
      <ul className="settings-rows">
        {shown.map((row) => (
          <li key={row.label} className="settings-row">
            <Link to={row.to}>{row.label}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
