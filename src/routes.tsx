// Every route of the spec (section 2). Pages and the dashboard frame are lazy-loaded so the first load of a
// public page carries only the shell; routeCatalog.ts lists the same paths with their headings. antd's theme
// (AntdTheme) is loaded with them and wraps each lazily loaded screen: the home page, bundled with the shell
// and plain HTML, does not need antd at all. So are the stores behind the screens (loadScreenStores): the home
// page uses only the ones built at start-up.
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RouteError } from './components/RouteError';
import { ScrollOnNavigate } from './components/ScrollOnNavigate';
import { RouteLoading } from './components/RouteLoading';
import { PublicLayout } from './layouts/PublicLayout';
import HomePage from './pages/public/HomePage';
import type { PageModule } from './pageModules';
import { loadAdminStores, loadScreenStores } from './stores/RootStore';

/**
 * The contract (the declared endpoints, zod and the schemas): the stores import it when a screen first asks for
 * data, which most screens do as soon as they render, so it is fetched alongside a screen rather than after it.
 * Not awaited: the screen renders (skeletons) without it.
 */
const prefetchContract = () => void import('@contract').catch(() => undefined);

/** A route component fetched on first visit, inside antd's theme (fetched alongside, as are the screens' stores). */
const themedLazy = (load: () => Promise<ComponentType>) => ({
  lazy: async () => {
    prefetchContract();
    const [Component, { withAntdTheme }] = await Promise.all([
      load(),
      import('./theme/AntdTheme'),
      loadScreenStores(),
    ]);
    return { Component: withAntdTheme(Component) };
  },
});

/** The module of a screen (pageModules.ts), fetched on first visit. */
const loadPage = async (module: PageModule) => (await import('./pageModules')).pageModules[module]();

/** A route whose component is the default export of a screen's module, fetched on first visit. */
const page = (path: string, module: PageModule): RouteObject => ({
  path,
  ...themedLazy(async () => (await loadPage(module)).default),
});

/** The same under /dashboard, whose guard has put antd's theme around it already. */
const dashboardPage = (path: string, module: PageModule): RouteObject => ({
  path,
  lazy: async () => {
    prefetchContract();
    const [{ default: Component }] = await Promise.all([loadPage(module), loadScreenStores()]);
    return { Component };
  },
});

/** An admin console screen: its stores are a group of their own (stores/adminStores.ts). */
const adminPage = (path: string, module: PageModule): RouteObject => ({
  path,
  lazy: async () => {
    prefetchContract();
    const [{ default: Component }] = await Promise.all([
      loadPage(module),
      loadScreenStores(),
      loadAdminStores(),
    ]);
    return { Component };
  },
});

const publicPages: RouteObject[] = [
  // Home is the landing page of most visits: bundled with the app (start.tsx) rather than fetched after it,
  // so the app replaces the prerendered home page without another round trip (see bench/bundle-size).
  { path: '/', Component: HomePage },
  // The home page's Hindi and Tamil addresses (prerendered as hi/index.html and ta/index.html): in that language.
  { path: '/hi', Component: HomePage },
  { path: '/ta', Component: HomePage },
  page('/about', 'pages/public/AboutPage'),
  page('/contact', 'pages/public/ContactPage'),
  page('/blog', 'pages/public/BlogListPage'),
  page('/blogs', 'pages/public/BlogListPage'), // the mobile menu's spelling
  page('/blog/:id', 'pages/public/BlogPostPage'),
  page('/services', 'pages/public/ServicesPage'),
  page('/privacy-policy', 'pages/public/PrivacyPolicyPage'),
  page('/terms-and-conditions', 'pages/public/TermsPage'),
  page('/how-it-works', 'pages/public/HowItWorksPage'),
  page('/partner-with-us', 'pages/public/PartnerPage'),
  page('/property-registration', 'pages/public/PropertyRegistrationPage'),
  page('/landing', 'pages/public/LandingPage'),
  page('/consultation', 'pages/public/ConsultationPage'),
  page('/download', 'pages/public/DownloadPage'),
  page('/documents', 'pages/public/DocumentsPage'),
  page('/documents/:slug', 'pages/public/DocumentDetailPage'),
];

const accountPages: RouteObject[] = [
  page('/login', 'pages/auth/LoginPage'),
  page('/account-creation', 'pages/auth/AccountTypePage'),
  page('/account-creation/consumer', 'pages/auth/ConsumerSignUpPage'),
  page('/account-creation/professional', 'pages/auth/ProfessionalSignUpPage'),
  page('/account-creation/successful', 'pages/auth/SignUpSuccessfulPage'),
  page('/account-creation/setup', 'pages/auth/ConsultationSetupPage'),
  page('/account-creation/profile', 'pages/auth/LawyerProfileStepPage'),
  page('/forget-password', 'pages/auth/ForgotPasswordPage'),
  page('/forget-password/otp', 'pages/auth/OtpPage'),
  page('/forget-password/reset', 'pages/auth/ResetPasswordPage'),
  page('/forget-password/confirmation', 'pages/auth/PasswordConfirmationPage'),
  // Not a spec screen: the offline inbox of recovery mails when no SMTP server is configured.
  page('/demo/inbox', 'pages/demo/DemoInboxPage'),
  // The offline inbox of SMS codes when no SMS gateway is configured (#58).
  page('/demo/sms', 'pages/demo/DemoSmsPage'),
];

/** Dashboard-group screens the spec leaves reachable without login; they keep the public header. */
const openAppPages: RouteObject[] = [
  page('/pricing', 'pages/dashboard/PricingPage'),
  page('/payment', 'pages/dashboard/PaymentPage'),
  page('/profile', 'pages/dashboard/ProfilePage'),
  page('/cancle-premium', 'pages/dashboard/CancelPremiumPage'), // spelled so in the spec
  { path: '/cancel-premium', element: <Navigate to="/cancle-premium" replace /> }, // the usual spelling
];

/** Children of /dashboard (relative paths). */
const dashboardPages: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard/schedules" replace /> },
  dashboardPage('schedules', 'pages/dashboard/SchedulesPage'),
  dashboardPage('consultation/:bookingId', 'pages/dashboard/ConsultationPage'),
  dashboardPage('create-request', 'pages/dashboard/CreateRequestPage'),
  dashboardPage('requests/:requestId/chat', 'pages/dashboard/RequestChatPage'),
  dashboardPage('find-experts', 'pages/dashboard/FindExpertsPage'),
  dashboardPage('bills-payments', 'pages/dashboard/BillsPaymentsPage'),
  dashboardPage('invoices', 'pages/dashboard/InvoicesPage'),
  dashboardPage('activities', 'pages/dashboard/ActivitiesPage'),
  dashboardPage('notifications', 'pages/dashboard/NotificationsPage'),
  dashboardPage('settings', 'pages/dashboard/settings/SettingsPage'),
  dashboardPage('settings/profile-management', 'pages/dashboard/settings/ProfileManagementPage'),
  dashboardPage('settings/security-privacy', 'pages/dashboard/settings/SecurityPrivacyPage'),
  dashboardPage('settings/accessibilities', 'pages/dashboard/settings/AccessibilitiesPage'),
  dashboardPage('settings/call-settings', 'pages/dashboard/settings/CallSettingsPage'),
  dashboardPage('settings/refer-earn', 'pages/dashboard/settings/ReferEarnPage'),
  dashboardPage('settings/session-management', 'pages/dashboard/settings/SessionManagementPage'),
  dashboardPage('settings/availability', 'pages/dashboard/settings/AvailabilityPage'),
  // Desktop only: bundled offline server or a hosted one; not a spec path.
  dashboardPage('settings/server', 'pages/dashboard/settings/DesktopServerPage'),
  dashboardPage('help-center', 'pages/dashboard/HelpCenterPage'),
  dashboardPage('lawyer-profile/:id', 'pages/dashboard/LawyerProfilePage'),
  // A lawyer's own profile editor: not a spec path.
  dashboardPage('practice-profile', 'pages/dashboard/LawyerProfileEditPage'),
  adminPage('admin', 'pages/dashboard/admin/AdminOverviewPage'),
  adminPage('admin/support', 'pages/dashboard/admin/SupportInboxPage'),
  adminPage('admin/users', 'pages/dashboard/admin/UsersPage'),
  adminPage('admin/users/:id', 'pages/dashboard/admin/UserPage'),
  adminPage('admin/payments', 'pages/dashboard/admin/PaymentsAdminPage'),
  adminPage('admin/verifications', 'pages/dashboard/admin/VerificationsPage'),
  adminPage('admin/reviews', 'pages/dashboard/admin/ReviewModerationPage'),
  adminPage('admin/services', 'pages/dashboard/admin/DocumentCataloguePage'),
  dashboardPage('service-orders', 'pages/dashboard/documents/ServiceOrdersPage'),
  dashboardPage('service-orders/:id', 'pages/dashboard/documents/ServiceOrderRoute'),
  adminPage('admin/payouts', 'pages/dashboard/admin/PayoutsAdminPage'),
  adminPage('admin/audit', 'pages/dashboard/admin/AuditLogPage'),
  // Lawyers' earnings: not spec paths.
  dashboardPage('earnings', 'pages/dashboard/earnings/EarningsPage'),
  dashboardPage('earnings/payout-settings', 'pages/dashboard/earnings/PayoutSettingsPage'),
  dashboardPage('earnings/payouts', 'pages/dashboard/earnings/PayoutsPage'),
  // A client's wallet (#58): not a spec path.
  dashboardPage('wallet', 'pages/dashboard/wallet/WalletPage'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    element: (
      <>
        <ScrollOnNavigate />
        <Outlet />
      </>
    ),
    children: [
      { Component: PublicLayout, children: [...publicPages, ...accountPages, ...openAppPages] },
      {
        path: 'dashboard',
        ...themedLazy(async () => (await import('./components/RequireAuth')).RequireAuth),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/DashboardLayout')).default }),
            children: dashboardPages,
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
