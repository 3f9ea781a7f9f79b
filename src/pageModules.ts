// Every lazily loaded screen's module, by its path under src/. routes.tsx fetches this list when a screen is first
// visited, then the screen through it. Vite keeps beside each dynamic import the files it preloads; for every
// screen those lists were 3 kB of the home page's first load (start.tsx), which needs none of them. The cost: a
// deep link fetches this small module before its screen. bench/bundle-size.mjs counts it in the dashboard frame.
import type { ComponentType } from 'react';

export const pageModules = {
  'pages/public/AboutPage': () => import('./pages/public/AboutPage'),
  'pages/public/ContactPage': () => import('./pages/public/ContactPage'),
  'pages/public/BlogListPage': () => import('./pages/public/BlogListPage'),
  'pages/public/BlogPostPage': () => import('./pages/public/BlogPostPage'),
  'pages/public/ServicesPage': () => import('./pages/public/ServicesPage'),
  'pages/public/PrivacyPolicyPage': () => import('./pages/public/PrivacyPolicyPage'),
  'pages/public/TermsPage': () => import('./pages/public/TermsPage'),
  'pages/public/HowItWorksPage': () => import('./pages/public/HowItWorksPage'),
  'pages/public/PartnerPage': () => import('./pages/public/PartnerPage'),
  'pages/public/PropertyRegistrationPage': () => import('./pages/public/PropertyRegistrationPage'),
  'pages/public/LandingPage': () => import('./pages/public/LandingPage'),
  'pages/public/ConsultationPage': () => import('./pages/public/ConsultationPage'),
  'pages/public/DownloadPage': () => import('./pages/public/DownloadPage'),
  'pages/public/DocumentsPage': () => import('./pages/public/DocumentsPage'),
  'pages/public/DocumentDetailPage': () => import('./pages/public/DocumentDetailPage'),
  'pages/auth/LoginPage': () => import('./pages/auth/LoginPage'),
  'pages/auth/AccountTypePage': () => import('./pages/auth/AccountTypePage'),
  'pages/auth/ConsumerSignUpPage': () => import('./pages/auth/ConsumerSignUpPage'),
  'pages/auth/ProfessionalSignUpPage': () => import('./pages/auth/ProfessionalSignUpPage'),
  'pages/auth/SignUpSuccessfulPage': () => import('./pages/auth/SignUpSuccessfulPage'),
  'pages/auth/ConsultationSetupPage': () => import('./pages/auth/ConsultationSetupPage'),
  'pages/auth/LawyerProfileStepPage': () => import('./pages/auth/LawyerProfileStepPage'),
  'pages/auth/ForgotPasswordPage': () => import('./pages/auth/ForgotPasswordPage'),
  'pages/auth/OtpPage': () => import('./pages/auth/OtpPage'),
  'pages/auth/ResetPasswordPage': () => import('./pages/auth/ResetPasswordPage'),
  'pages/auth/PasswordConfirmationPage': () => import('./pages/auth/PasswordConfirmationPage'),
  'pages/demo/DemoInboxPage': () => import('./pages/demo/DemoInboxPage'),
  'pages/demo/DemoSmsPage': () => import('./pages/demo/DemoSmsPage'),
  'pages/dashboard/PricingPage': () => import('./pages/dashboard/PricingPage'),
  'pages/dashboard/PaymentPage': () => import('./pages/dashboard/PaymentPage'),
  'pages/dashboard/ProfilePage': () => import('./pages/dashboard/ProfilePage'),
  'pages/dashboard/CancelPremiumPage': () => import('./pages/dashboard/CancelPremiumPage'),
  'pages/dashboard/SchedulesPage': () => import('./pages/dashboard/SchedulesPage'),
  'pages/dashboard/ConsultationPage': () => import('./pages/dashboard/ConsultationPage'),
  'pages/dashboard/CreateRequestPage': () => import('./pages/dashboard/CreateRequestPage'),
  'pages/dashboard/RequestChatPage': () => import('./pages/dashboard/RequestChatPage'),
  'pages/dashboard/FindExpertsPage': () => import('./pages/dashboard/FindExpertsPage'),
  'pages/dashboard/BillsPaymentsPage': () => import('./pages/dashboard/BillsPaymentsPage'),
  'pages/dashboard/InvoicesPage': () => import('./pages/dashboard/InvoicesPage'),
  'pages/dashboard/ActivitiesPage': () => import('./pages/dashboard/ActivitiesPage'),
  'pages/dashboard/NotificationsPage': () => import('./pages/dashboard/NotificationsPage'),
  'pages/dashboard/settings/SettingsPage': () => import('./pages/dashboard/settings/SettingsPage'),
  'pages/dashboard/settings/ProfileManagementPage': () =>
    import('./pages/dashboard/settings/ProfileManagementPage'),
  'pages/dashboard/settings/SecurityPrivacyPage': () =>
    import('./pages/dashboard/settings/SecurityPrivacyPage'),
  'pages/dashboard/settings/AccessibilitiesPage': () =>
    import('./pages/dashboard/settings/AccessibilitiesPage'),
  'pages/dashboard/settings/CallSettingsPage': () => import('./pages/dashboard/settings/CallSettingsPage'),
  'pages/dashboard/settings/ReferEarnPage': () => import('./pages/dashboard/settings/ReferEarnPage'),
  'pages/dashboard/settings/SessionManagementPage': () =>
    import('./pages/dashboard/settings/SessionManagementPage'),
  'pages/dashboard/settings/AvailabilityPage': () => import('./pages/dashboard/settings/AvailabilityPage'),
  'pages/dashboard/settings/DesktopServerPage': () => import('./pages/dashboard/settings/DesktopServerPage'),
  'pages/dashboard/HelpCenterPage': () => import('./pages/dashboard/HelpCenterPage'),
  'pages/dashboard/LawyerProfilePage': () => import('./pages/dashboard/LawyerProfilePage'),
  'pages/dashboard/LawyerProfileEditPage': () => import('./pages/dashboard/LawyerProfileEditPage'),
  'pages/dashboard/admin/AdminOverviewPage': () => import('./pages/dashboard/admin/AdminOverviewPage'),
  'pages/dashboard/admin/SupportInboxPage': () => import('./pages/dashboard/admin/SupportInboxPage'),
  'pages/dashboard/admin/UsersPage': () => import('./pages/dashboard/admin/UsersPage'),
  'pages/dashboard/admin/UserPage': () => import('./pages/dashboard/admin/UserPage'),
  'pages/dashboard/admin/PaymentsAdminPage': () => import('./pages/dashboard/admin/PaymentsAdminPage'),
  'pages/dashboard/admin/VerificationsPage': () => import('./pages/dashboard/admin/VerificationsPage'),
  'pages/dashboard/admin/ReviewModerationPage': () => import('./pages/dashboard/admin/ReviewModerationPage'),
  'pages/dashboard/admin/DocumentCataloguePage': () =>
    import('./pages/dashboard/admin/DocumentCataloguePage'),
  'pages/dashboard/documents/ServiceOrdersPage': () =>
    import('./pages/dashboard/documents/ServiceOrdersPage'),
  'pages/dashboard/documents/ServiceOrderRoute': () =>
    import('./pages/dashboard/documents/ServiceOrderRoute'),
  'pages/dashboard/admin/PayoutsAdminPage': () => import('./pages/dashboard/admin/PayoutsAdminPage'),
  'pages/dashboard/admin/AuditLogPage': () => import('./pages/dashboard/admin/AuditLogPage'),
  'pages/dashboard/earnings/EarningsPage': () => import('./pages/dashboard/earnings/EarningsPage'),
  'pages/dashboard/earnings/PayoutSettingsPage': () =>
    import('./pages/dashboard/earnings/PayoutSettingsPage'),
  'pages/dashboard/earnings/PayoutsPage': () => import('./pages/dashboard/earnings/PayoutsPage'),
  'pages/dashboard/wallet/WalletPage': () => import('./pages/dashboard/wallet/WalletPage'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type PageModule = keyof typeof pageModules;
