// Frame of the logged-in screens: side navigation (collapses behind the header's menu button below the
// lg breakpoint), the header, and the page. Toasts inside use the app-shell duration.
import { Layout, Menu } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MemorySessionNotice } from '@/components/MemorySessionNotice';
import { ToastScopeProvider } from '@/components/toast';
import { useStores } from '@/stores/context';
import { DashboardHeader } from './dashboard/DashboardHeader';
import { activeNavPath, navFor } from './dashboard/navigation';

const menuItemsFor = (role: string | undefined) =>
  navFor(role).map((entry) => ({
    key: entry.path,
    label: <Link to={entry.path}>{entry.label}</Link>,
  }));

export default function DashboardLayout() {
  const { pathname } = useLocation();
  const [navCollapsed, setNavCollapsed] = useState(false);
  const [smallScreen, setSmallScreen] = useState(false);
  const { notifications, settings, auth } = useStores();
  const role = auth.user?.role;
  const active = activeNavPath(pathname, navFor(role));

  // The bell's count stays current without a reload; the saved settings (theme, accessibility) apply here.
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
          <Link to="/" className="brand dashboard-brand" aria-label="LexSetu home">
            LexSetu
          </Link>
          <nav aria-label="Dashboard">
            <Menu
              mode="inline"
              items={menuItemsFor(role)}
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
}
