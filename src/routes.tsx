// Every route of the spec (section 2). Pages and the dashboard frame are lazy-loaded so the first load of a
// public page carries only the shell; routeCatalog.ts lists the same paths with their headings.
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RouteError } from './components/RouteError';
import { ScrollOnNavigate } from './components/ScrollOnNavigate';
import { RouteLoading } from './components/RouteLoading';
import { PublicLayout } from './layouts/PublicLayout';
import HomePage from './pages/public/HomePage';

/** A route whose component is the default export of a module fetched on first visit. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  ...lazyPage(load),
});

const publicPages: RouteObject[] = [
  // Home is the landing page of most visits: bundled with the shell rather than fetched after it, which
  // saves a round trip before the first paint of / (the shell budget still holds: see bench/bundle-size).
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
  page('schedules', () => import('./pages/dashboard/SchedulesPage')),
  page('consultation/:bookingId', () => import('./pages/dashboard/ConsultationPage')),
  page('create-request', () => import('./pages/dashboard/CreateRequestPage')),
  page('requests/:requestId/chat', () => import('./pages/dashboard/RequestChatPage')),
  page('find-experts', () => import('./pages/dashboard/FindExpertsPage')),
  page('bills-payments', () => import('./pages/dashboard/BillsPaymentsPage')),
  page('invoices', () => import('./pages/dashboard/InvoicesPage')),
  page('activities', () => import('./pages/dashboard/ActivitiesPage')),
  page('notifications', () => import('./pages/dashboard/NotificationsPage')),
  page('settings', () => import('./pages/dashboard/settings/SettingsPage')),
  page('settings/profile-management', () => import('./pages/dashboard/settings/ProfileManagementPage')),
  page('settings/security-privacy', () => import('./pages/dashboard/settings/SecurityPrivacyPage')),
  page('settings/accessibilities', () => import('./pages/dashboard/settings/AccessibilitiesPage')),
  page('settings/call-settings', () => import('./pages/dashboard/settings/CallSettingsPage')),
  page('settings/refer-earn', () => import('./pages/dashboard/settings/ReferEarnPage')),
  page('settings/session-management', () => import('./pages/dashboard/settings/SessionManagementPage')),
  page('settings/availability', () => import('./pages/dashboard/settings/AvailabilityPage')),
  // Desktop only (issue 8): bundled offline server or a hosted one; not a spec path.
  page('settings/server', () => import('./pages/dashboard/settings/DesktopServerPage')),
  page('help-center', () => import('./pages/dashboard/HelpCenterPage')),
  page('lawyer-profile/:id', () => import('./pages/dashboard/LawyerProfilePage')),
  page('admin/verifications', () => import('./pages/dashboard/admin/VerificationsPage')),
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
        lazy: async () => ({ Component: (await import('./components/RequireAuth')).RequireAuth }),
        children: [{ ...lazyPage(() => import('./layouts/DashboardLayout')), children: dashboardPages }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
