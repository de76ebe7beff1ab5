import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.js';
import {
  AccountPage,
  AdminUserPage,
  AdminUsersPage,
  ConfirmEmailPage,
  LoginLinkPage,
  CustomerPage,
  HelpPage,
  IntroCallPage,
  LandingPage,
  LeadsPage,
  LoginPage,
  NotFoundPage,
  OpHomePage,
  PrivacyPage,
  ProfessionalPage,
  RegisterPage,
  ResetPasswordPage,
  SubscriptionCancelPage,
  SubscriptionPage,
  SubscriptionSuccessPage,
  TermsPage,
  UserHomePage,
  WhyPage,
} from './pages.js';
import { RequireSession } from './require-session.js';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route element={<AppLayout />}>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="confirm" element={<ConfirmEmailPage />} />
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="login-link" element={<LoginLinkPage />} />
        <Route path="reset" element={<ResetPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="termini" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="why" element={<WhyPage />} />
        <Route path="appuntamento" element={<IntroCallPage />} />
        <Route element={<RequireSession />}>
          <Route path="account" element={<AccountPage />} />
          <Route path="help" element={<HelpPage />} />
        </Route>
        <Route element={<RequireSession role="op" />}>
          <Route path="op" element={<OpHomePage />} />
          <Route path="op/customer" element={<CustomerPage />} />
          <Route path="subscription" element={<SubscriptionPage />} />
          <Route path="subscription/success" element={<SubscriptionSuccessPage />} />
          <Route path="subscription/cancel" element={<SubscriptionCancelPage />} />
        </Route>
        <Route element={<RequireSession role="client" />}>
          <Route path="user" element={<UserHomePage />} />
          <Route path="user/op" element={<ProfessionalPage />} />
        </Route>
        <Route element={<RequireSession role="admin" />}>
          <Route path="admin" element={<AdminUsersPage />} />
          <Route path="admin/user" element={<AdminUserPage />} />
          <Route path="admin/leads" element={<LeadsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
