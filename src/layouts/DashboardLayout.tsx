// Frame of the logged-in screens: side navigation (full height on wide screens; below the lg breakpoint a
// drawer opened by the header's menu button), the header, and the page. Toasts inside use the app-shell duration.
import { Layout, Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ToastScopeProvider } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { adminStoresLoaded, loadAdminStores } from '@/stores/RootStore';
import { DashboardHeader } from './dashboard/DashboardHeader';
import { navIcons } from './dashboard/navIcons';
import { activeNavPath, navFor } from './dashboard/navigation';

export default function DashboardLayout() {
  return <DashboardFrame />;
}

const NavDrawer = lazy(() => import('./dashboard/NavDrawer'));
// Only where the session lives in memory (a desktop without secure storage): fetched then, so antd's Alert is
// not in every other dashboard's first load.
const MemorySessionNotice = lazy(async () => ({
  default: (await import('@/components/MemorySessionNotice')).MemorySessionNotice,
}));
// Lawyers only: a Consult now call ringing them shows over any dashboard screen (#58).
const IncomingCall = lazy(async () => ({
  default: (
    await Promise.all([
      import('@/pages/dashboard/instant/IncomingCall'),
      import('@/stores/instantStoreLoader').then((m) => m.loadInstantStore()),
    ])
  )[0].IncomingCall,
}));
// Admins only, while the console is shut to them for want of two-factor authentication (#57).
const AdminTwoFactorRequired = lazy(async () => ({
  default: (await import('@/pages/dashboard/admin/AdminTwoFactorNotice')).AdminTwoFactorRequired,
}));
const AdminTwoFactorOffer = lazy(async () => ({
  default: (await import('@/pages/dashboard/admin/AdminTwoFactorNotice')).AdminTwoFactorOffer,
}));

/** Below antd's lg breakpoint (992 px): phones and portrait tablets get the navigation as a drawer. */
const smallScreenQuery = '(max-width: 991.98px)';
const subscribeSmallScreen = (onChange: () => void) => {
  const list = window.matchMedia(smallScreenQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const useSmallScreen = () =>
  useSyncExternalStore(
    subscribeSmallScreen,
    () => window.matchMedia(smallScreenQuery).matches,
    () => false,
  );

const DashboardFrame = observer(function DashboardFrame() {
  const { pathname } = useLocation();
  const smallScreen = useSmallScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // An admin's navigation icons come with the admin stores (neither is in a client's dashboard).
  const [adminIcons, setAdminIcons] = useState<Record<string, ReactNode>>({});
  const store = useStores();
  const { notifications, settings, auth, platform } = store;
  const t = useT();
  const role = auth.user?.role;
  const active = activeNavPath(pathname, navFor(role));
  const menuItems = navFor(role).map((entry) => ({
    key: entry.path,
    icon: navIcons[entry.path] ?? adminIcons[entry.path],
    label: <Link to={entry.path}>{t(entry.label)}</Link>,
  }));

  // The bell's count stays current without a reload; the saved settings (theme, language, accessibility) apply here.
  useEffect(() => notifications.startPolling(), [notifications]);
  useEffect(() => {
    void settings.load();
  }, [settings]);
  // An admin without two-factor authentication (outside the demo) is offered its set-up after sign-in.
  // (The admin stores are fetched for admins only: a client's dashboard carries none of their code.)
  const [adminReady, setAdminReady] = useState(adminStoresLoaded);
  useEffect(() => {
    if (role !== 'admin') return;
    void Promise.all([loadAdminStores(), import('./dashboard/adminNavIcons')]).then(([, icons]) => {
      setAdminReady(true);
      setAdminIcons(icons.adminNavIcons);
      return store.auditLog.ensureAccessChecked();
    });
  }, [role, pathname, store]);
  const adminShut = role === 'admin' && adminReady && store.auditLog.twoFactorRequired;
  const onAdminPage = pathname === '/dashboard/admin' || pathname.startsWith('/dashboard/admin/');

  const navigation = (
    <>
      <Link
        to="/"
        className="brand dashboard-brand"
        aria-label={t('LexSetu home')}
        onClick={() => setDrawerOpen(false)}
      >
        LexSetu
      </Link>
      <nav aria-label={t('Dashboard')}>
        {/* Choosing an entry closes the drawer. */}
        <Menu
          className="dashboard-menu"
          mode="inline"
          items={menuItems}
          selectedKeys={active ? [active] : []}
          onClick={() => setDrawerOpen(false)}
        />
      </nav>
    </>
  );

  return (
    <ToastScopeProvider value="app">
      <Layout className="dashboard-layout" hasSider={!smallScreen}>
        {smallScreen ? (
          <Suspense fallback={null}>
            <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              {navigation}
            </NavDrawer>
          </Suspense>
        ) : (
          <Layout.Sider id="dashboard-nav" theme="light" width={240} className="dashboard-sider">
            {navigation}
          </Layout.Sider>
        )}
        <Layout>
          <DashboardHeader
            showMenuButton={smallScreen}
            navOpen={drawerOpen}
            onToggleNav={() => setDrawerOpen((open) => !open)}
          />
          <Layout.Content className="dashboard-content">
            {platform.tokenPersistence === 'memory' && (
              <Suspense fallback={null}>
                <MemorySessionNotice dismissible />
              </Suspense>
            )}
            {adminShut && !onAdminPage && pathname !== '/dashboard/settings/security-privacy' && (
              <Suspense fallback={null}>
                <AdminTwoFactorOffer />
              </Suspense>
            )}
            {role === 'professional' && (
              <Suspense fallback={null}>
                <IncomingCall />
              </Suspense>
            )}
            {adminShut && onAdminPage ? (
              <Suspense fallback={null}>
                <AdminTwoFactorRequired onCheckAgain={() => void store.auditLog.checkAccess()} />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </Layout.Content>
        </Layout>
      </Layout>
    </ToastScopeProvider>
  );
});
