// Settings home (spec): the upgrade banner to /pricing, rows to every sub-page and 'New features'.
// Lawyers also get Availability (their bookable days, slots and rate). Each row says what its page holds.
import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CloudServerOutlined from '@ant-design/icons/CloudServerOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, useT } from '@/i18n';
import { useStores } from '@/stores/context';

interface Row {
  to: string;
  label: string;
  hint: string;
  icon: ReactNode;
}

const rows: Row[] = [
  {
    to: '/dashboard/settings/profile-management',
    label: msg('Profile management'),
    hint: msg('Your profile, dark mode, language and linked accounts.'),
    icon: <UserOutlined />,
  },
  {
    to: '/dashboard/settings/security-privacy',
    label: msg('Security & privacy'),
    hint: msg('Signed-in devices, two-factor authentication and your data.'),
    icon: <LockOutlined />,
  },
  {
    to: '/dashboard/settings/call-settings',
    label: msg('Call & Communication'),
    hint: msg('Video and voice calls, captions and notifications.'),
    icon: <PhoneOutlined />,
  },
  {
    to: '/dashboard/settings/accessibilities',
    label: msg('Accessibilities'),
    hint: msg('Text size, high contrast and motion.'),
    icon: <EyeOutlined />,
  },
  {
    to: '/dashboard/settings/refer-earn',
    label: msg('Refer & earn'),
    hint: msg('Invite someone to LexSetu and earn a reward.'),
    icon: <GiftOutlined />,
  },
  {
    to: '/dashboard/settings',
    label: msg('New features'),
    hint: msg('What is new in LexSetu.'),
    icon: <AppstoreAddOutlined />,
  },
];
const availability: Row = {
  to: '/dashboard/settings/availability',
  label: msg('Availability'),
  hint: msg('The days and times clients can book you, and your rate.'),
  icon: <CalendarOutlined />,
};
const server: Row = {
  to: '/dashboard/settings/server',
  label: msg('Server'),
  hint: msg('The LexSetu server this app works with.'),
  icon: <CloudServerOutlined />,
};

export default observer(function SettingsPage() {
  // The desktop app adds Settings → Server; the platform says whether a server can be chosen here.
  const { platform, auth } = useStores();
  const t = useT();
  const extra = [
    ...(auth.user?.role === 'professional' ? [availability] : []),
    ...(platform.server ? [server] : []),
  ];
  const shown = [...rows.slice(0, -1), ...extra, ...rows.slice(-1)];
  return (
    <Page heading={t('Settings')} description={t('Manage your account, privacy and preferences.')}>
      <Link to="/pricing" className="settings-banner">
        {t('Upgrade to pro plan at just 99/- monthly')}
      </Link>
      <ul className="settings-rows">
        {shown.map((row) => {
          const hintId = `settings-hint-${row.label.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <li key={row.label} className="settings-row">
              <span className="settings-row-icon" aria-hidden>
                {row.icon}
              </span>
              <span className="settings-row-text">
                <Link to={row.to} aria-describedby={hintId}>
                  {t(row.label)}
                </Link>
                <span id={hintId} className="settings-hint">
                  {t(row.hint)}
                </span>
              </span>
              <RightOutlined className="settings-row-chevron" aria-hidden />
            </li>
          );
        })}
      </ul>
    </Page>
  );
});
