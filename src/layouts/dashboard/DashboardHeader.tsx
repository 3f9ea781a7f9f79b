// Top bar of every dashboard screen: menu button (small screens), theme toggle, notifications bell with
// its unread count (NotificationsStore), the user's avatar (photo when set, initials otherwise) linking to
// /profile, and the account menu with 'Log out'.
import { Badge, Button, Dropdown, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { BellIcon, MenuIcon, MoonIcon, SunIcon } from '@/components/icons';
import { UserAvatar } from '@/components/UserAvatar';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

interface Props {
  /** Small screens: the navigation is a drawer this button opens. */
  showMenuButton: boolean;
  navOpen: boolean;
  onToggleNav: () => void;
}

export const DashboardHeader = observer(function DashboardHeader({
  showMenuButton,
  navOpen,
  onToggleNav,
}: Props) {
  const { auth, ui, notifications, settings } = useStores();
  const notificationCount = notifications.unreadCount;
  const navigate = useNavigate();
  const t = useT();

  // Log out: the API is told (its failure does not matter), the session forgotten here, back to /login.
  const logOut = async () => {
    await auth.signOut();
    navigate('/login');
  };
  return (
    <Layout.Header className="dashboard-header">
      {showMenuButton && (
        <Button
          type="text"
          className="dashboard-menu-button"
          icon={<MenuIcon />}
          aria-label={t(navOpen ? 'Close navigation' : 'Open navigation')}
          aria-expanded={navOpen}
          aria-controls="dashboard-nav"
          onClick={onToggleNav}
        />
      )}
      <div className="dashboard-header-actions">
        <Button
          type="text"
          icon={ui.isDark ? <SunIcon /> : <MoonIcon />}
          aria-label={t(ui.isDark ? 'Switch to light theme' : 'Switch to dark theme')}
          onClick={() => void settings.update({ darkMode: !ui.isDark })}
        />
        <Link
          to="/dashboard/notifications"
          className="dashboard-bell"
          aria-label={t('Notifications ({count} new)', { count: notificationCount })}
        >
          <Badge count={notificationCount} size="small">
            <BellIcon />
          </Badge>
        </Link>
        <Link to="/profile" aria-label={t('Your profile')}>
          <UserAvatar className="dashboard-avatar" />
        </Link>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', label: <Link to="/profile">{t('Profile')}</Link> },
              {
                key: 'sessions',
                label: <Link to="/dashboard/settings/session-management">{t('Sessions')}</Link>,
              },
              { key: 'logout', label: t('Log out'), onClick: () => void logOut() },
            ],
          }}
        >
          <Button type="text" size="small" aria-label={t('Account menu')}>
            ▾
          </Button>
        </Dropdown>
      </div>
    </Layout.Header>
  );
});
