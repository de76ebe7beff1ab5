import { lazyPage } from './lazy-page.js';

export const LandingPage = lazyPage(() => import('../features/public/landing-page.js'), 'LandingPage');
export const LoginPage = lazyPage(() => import('../features/accounts/login-page.js'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../features/accounts/register-page.js'), 'RegisterPage');
export const ConfirmEmailPage = lazyPage(() => import('../features/accounts/confirm-email-page.js'), 'ConfirmEmailPage');
export const LoginLinkPage = lazyPage(() => import('../features/accounts/login-link-page.js'), 'LoginLinkPage');
export const ResetPasswordPage = lazyPage(() => import('../features/accounts/reset-password-page.js'), 'ResetPasswordPage');
export const AccountPage = lazyPage(() => import('./routes/account-page.js'), 'AccountPage');
export const HelpPage = lazyPage(() => import('../features/support/help-page.js'), 'HelpPage');
export const TermsPage = lazyPage(() => import('../features/legal/terms-page.js'), 'TermsPage');
export const PrivacyPage = lazyPage(() => import('../features/legal/privacy-page.js'), 'PrivacyPage');
export const OpHomePage = lazyPage(() => import('./routes/op-home-page.js'), 'OpHomePage');
export const UserHomePage = lazyPage(() => import('./routes/user-home-page.js'), 'UserHomePage');
export const SubscriptionPage = lazyPage(() => import('../features/subscriptions/subscription-page.js'), 'SubscriptionPage');
export const SubscriptionSuccessPage = lazyPage(
  () => import('../features/subscriptions/payment-result-page.js'),
  'SubscriptionSuccessPage',
);
export const SubscriptionCancelPage = lazyPage(
  () => import('../features/subscriptions/payment-result-page.js'),
  'SubscriptionCancelPage',
);
export const CustomerPage = lazyPage(() => import('./routes/workspace-page.js'), 'CustomerPage');
export const ProfessionalPage = lazyPage(() => import('./routes/workspace-page.js'), 'ProfessionalPage');
export const NotFoundPage = lazyPage(() => import('../components/not-found.js'), 'NotFound');
export const WhyPage = lazyPage(() => import('../features/public/why-page.js'), 'WhyPage');
export const AdminUsersPage = lazyPage(() => import('../features/admin/admin-users-page.js'), 'AdminUsersPage');
export const AdminUserPage = lazyPage(() => import('./routes/admin-user-page.js'), 'AdminUserPage');
export const LeadsPage = lazyPage(() => import('./routes/leads-page.js'), 'LeadsPage');
export const IntroCallPage = lazyPage(() => import('../features/public/intro-call-page.js'), 'IntroCallPage');
