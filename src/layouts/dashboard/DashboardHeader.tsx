// Top bar of every dashboard screen: menu button (small screens), theme toggle, notifications bell with
// its unread count (NotificationsStore), the user's avatar (photo when set, initials otherwise) linking to
// /profile, and the account menu with 'Log out' (AccountMenu.tsx).
import { Badge, Button, Layout } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/components/icons';
import { UserAvatar } from '@/components/UserAvatar';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { BellIcon, MoonIcon, SunIcon } from './dashboardIcons';
import { glyphs } from '@/components/glyphs';

// The account menu (antd's Dropdown, 7.7 kB gzip): fetched as the header first renders, not with the frame.
const AccountMenu = lazy(() => import('./AccountMenu'));

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
  const { ui, notifications, settings } = useStores();
  const notificationCount = notifications.unreadCount;
  const t = useT();
  // Pressed before the account menu's module arrived: the menu opens when it does.
  const [menuAsked, setMenuAsked] = useState(false);

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
        {/* The count shown is part of the name (WCAG 2.5.3); not in parentheses, which name checks skip. */}
        <Link
          to="/dashboard/notifications"
          className="dashboard-bell"
          aria-label={t('Notifications, {count} new', { count: notificationCount })}
        >
          <Badge count={notificationCount} size="small">
            <BellIcon />
          </Badge>
        </Link>
        {/* Named by what it shows and then what it is ('AV Your profile'): a name that leaves out the visible
            initials fails WCAG 2.5.3 (label in name). */}
        <Link to="/profile">
          <UserAvatar className="dashboard-avatar" />
          <span className="visually-hidden">{t('Your profile')}</span>
        </Link>
        <Suspense
          fallback={
            <Button
              type="text"
              size="small"
              aria-label={t('Account menu')}
              onClick={() => setMenuAsked(true)}
            >
              {glyphs.menu}
            </Button>
          }
        >
          <AccountMenu openAtOnce={menuAsked} />
        </Suspense>
      </div>
    </Layout.Header>
  );
});
