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
import { loadScreenStores } from './stores/RootStore';

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

/** A route whose component is the default export of a module fetched on first visit. */
const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  ...themedLazy(async () => (await load()).default),
});

/** The same under /dashboard, whose guard has put antd's theme around it already. */
const dashboardPage = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => {
    prefetchContract();
    const [{ default: Component }] = await Promise.all([load(), loadScreenStores()]);
    return { Component };
  },
});

const publicPages: RouteObject[] = [
  // Home is the landing page of most visits: bundled with the app (start.tsx) rather than fetched after it,
  // so the app replaces the prerendered home page without another round trip (see bench/bundle-size).
  { path: '/', Component: HomePage },
  page('/about', () => import('./pages/public/AboutPage')),
  page('/contact', () => import('./pages/public/ContactPage')),
  page('/blog', () => import('./pages/public/BlogListPage')),
  page('/blogs', () => import('./pages/public/BlogListPage')), // the mobile menu's spelling
  page('/blog/:id', () => import('./pages/public/BlogPostPage')),
  page('/services', () => import('./pages/public/ServicesPage')),
  page('/privacy-policy', () => import('./pages/public/PrivacyPolicyPage')),
  page('/terms-and-conditions', () => import('./pages/public/TermsPage')),
  page('/how-it-works', () => import('./pages/public/HowItWorksPage')),
  page('/partner-with-us', () => import('./pages/public/PartnerPage')),
  page('/property-registration', () => import('./pages/public/PropertyRegistrationPage')),
  page('/landing', () => import('./pages/public/LandingPage')),
  page('/consultation', () => import('./pages/public/ConsultationPage')),
  page('/download', () => import('./pages/public/DownloadPage')),
  page('/documents', () => import('./pages/public/DocumentsPage')),
  page('/documents/:slug', () => import('./pages/public/DocumentDetailPage')),
];

const accountPages: RouteObject[] = [
  page('/login', () => import('./pages/auth/LoginPage')),
  page('/account-creation', () => import('./pages/auth/AccountTypePage')),
  page('/account-creation/consumer', () => import('./pages/auth/ConsumerSignUpPage')),
  page('/account-creation/professional', () => import('./pages/auth/ProfessionalSignUpPage')),
  page('/account-creation/successful', () => import('./pages/auth/SignUpSuccessfulPage')),
  page('/account-creation/setup', () => import('./pages/auth/ConsultationSetupPage')),
  page('/account-creation/profile', () => import('./pages/auth/LawyerProfileStepPage')),
  page('/forget-password', () => import('./pages/auth/ForgotPasswordPage')),
  page('/forget-password/otp', () => import('./pages/auth/OtpPage')),
  page('/forget-password/reset', () => import('./pages/auth/ResetPasswordPage')),
  page('/forget-password/confirmation', () => import('./pages/auth/PasswordConfirmationPage')),
  // Not a spec screen: the offline inbox of recovery mails when no SMTP server is configured.
  page('/demo/inbox', () => import('./pages/demo/DemoInboxPage')),
];

/** Dashboard-group screens the spec leaves reachable without login; they keep the public header. */
const openAppPages: RouteObject[] = [
  page('/pricing', () => import('./pages/dashboard/PricingPage')),
  page('/payment', () => import('./pages/dashboard/PaymentPage')),
  page('/profile', () => import('./pages/dashboard/ProfilePage')),
  page('/cancle-premium', () => import('./pages/dashboard/CancelPremiumPage')), // spelled so in the spec
  { path: '/cancel-premium', element: <Navigate to="/cancle-premium" replace /> }, // the usual spelling
];

/** Children of /dashboard (relative paths). */
const dashboardPages: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard/schedules" replace /> },
  dashboardPage('schedules', () => import('./pages/dashboard/SchedulesPage')),
  dashboardPage('consultation/:bookingId', () => import('./pages/dashboard/ConsultationPage')),
  dashboardPage('create-request', () => import('./pages/dashboard/CreateRequestPage')),
  dashboardPage('requests/:requestId/chat', () => import('./pages/dashboard/RequestChatPage')),
  dashboardPage('find-experts', () => import('./pages/dashboard/FindExpertsPage')),
  dashboardPage('bills-payments', () => import('./pages/dashboard/BillsPaymentsPage')),
  dashboardPage('invoices', () => import('./pages/dashboard/InvoicesPage')),
  dashboardPage('activities', () => import('./pages/dashboard/ActivitiesPage')),
  dashboardPage('notifications', () => import('./pages/dashboard/NotificationsPage')),
  dashboardPage('settings', () => import('./pages/dashboard/settings/SettingsPage')),
  dashboardPage(
    'settings/profile-management',
    () => import('./pages/dashboard/settings/ProfileManagementPage'),
  ),
  dashboardPage('settings/security-privacy', () => import('./pages/dashboard/settings/SecurityPrivacyPage')),
  dashboardPage('settings/accessibilities', () => import('./pages/dashboard/settings/AccessibilitiesPage')),
  dashboardPage('settings/call-settings', () => import('./pages/dashboard/settings/CallSettingsPage')),
  dashboardPage('settings/refer-earn', () => import('./pages/dashboard/settings/ReferEarnPage')),
  dashboardPage(
    'settings/session-management',
    () => import('./pages/dashboard/settings/SessionManagementPage'),
  ),
  dashboardPage('settings/availability', () => import('./pages/dashboard/settings/AvailabilityPage')),
  // Desktop only (issue 8): bundled offline server or a hosted one; not a spec path.
  dashboardPage('settings/server', () => import('./pages/dashboard/settings/DesktopServerPage')),
  dashboardPage('help-center', () => import('./pages/dashboard/HelpCenterPage')),
  dashboardPage('lawyer-profile/:id', () => import('./pages/dashboard/LawyerProfilePage')),
  // A lawyer's own profile editor (issue #21): not a spec path.
  dashboardPage('practice-profile', () => import('./pages/dashboard/LawyerProfileEditPage')),
  dashboardPage('admin/verifications', () => import('./pages/dashboard/admin/VerificationsPage')),
  dashboardPage('admin/reviews', () => import('./pages/dashboard/admin/ReviewModerationPage')),
  dashboardPage('admin/services', () => import('./pages/dashboard/admin/DocumentCataloguePage')),
  dashboardPage('service-orders', () => import('./pages/dashboard/documents/ServiceOrdersPage')),
  dashboardPage('service-orders/:id', () => import('./pages/dashboard/documents/ServiceOrderPage')),
  dashboardPage('admin/payouts', () => import('./pages/dashboard/admin/PayoutsAdminPage')),
  // Lawyers' earnings (issue 35): not spec paths.
  dashboardPage('earnings', () => import('./pages/dashboard/earnings/EarningsPage')),
  dashboardPage('earnings/payout-settings', () => import('./pages/dashboard/earnings/PayoutSettingsPage')),
  dashboardPage('earnings/payouts', () => import('./pages/dashboard/earnings/PayoutsPage')),
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
