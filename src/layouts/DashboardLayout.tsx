// Frame of the logged-in screens: side navigation (collapses behind the header's menu button below the
// lg breakpoint), the header, and the page. Toasts inside use the app-shell duration; everything inside speaks the
// user's preferred language (src/i18n), the public site around it stays English.
import { Layout, Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MemorySessionNotice } from '@/components/MemorySessionNotice';
import { ToastScopeProvider } from '@/components/toast';
import { LanguageProvider, useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { DashboardHeader } from './dashboard/DashboardHeader';
import { navIcons } from './dashboard/navIcons';
import { activeNavPath, navFor } from './dashboard/navigation';

export default observer(function DashboardLayout() {
  const { ui } = useStores();
  return (
    <LanguageProvider language={ui.language}>
      <DashboardFrame />
    </LanguageProvider>
  );
});

const DashboardFrame = observer(function DashboardFrame() {
  const { pathname } = useLocation();
  const [navCollapsed, setNavCollapsed] = useState(false);
  const [smallScreen, setSmallScreen] = useState(false);
  const { notifications, settings, auth } = useStores();
  const t = useT();
  const role = auth.user?.role;
  const active = activeNavPath(pathname, navFor(role));
  const menuItems = navFor(role).map((entry) => ({
    key: entry.path,
    icon: navIcons[entry.path],
    label: <Link to={entry.path}>{t(entry.label)}</Link>,
  }));

  // The bell's count stays current without a reload; the saved settings (theme, language, accessibility) apply here.
  useEffect(() => notifications.startPolling(), [notifications]);
  useEffect(() => {
    void settings.load();
  }, [settings]);

  return (
    <ToastScopeProvider value="app">
      <Layout className="dashboard-layout">
        <Layout.Sider
          id="dashboard-nav"
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          collapsed={navCollapsed}
          trigger={null}
          onBreakpoint={(broken) => {
            setSmallScreen(broken);
            setNavCollapsed(broken);
          }}
          className="dashboard-sider"
        >
          <Link to="/" className="brand dashboard-brand" aria-label={t('LexSetu home')}>
            LexSetu
          </Link>
          <nav aria-label={t('Dashboard')}>
            <Menu
              mode="inline"
              items={menuItems}
              selectedKeys={active ? [active] : []}
              onClick={() => smallScreen && setNavCollapsed(true)}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <DashboardHeader
            navOpen={!navCollapsed}
            onToggleNav={() => setNavCollapsed((collapsed) => !collapsed)}
          />
          <Layout.Content className="dashboard-content">
            <MemorySessionNotice dismissible />
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </ToastScopeProvider>
  );
});
