import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout.js';
import {
  AccountPage,
  ClientProfessionalPage,
  ConfirmEmailPage,
  HelpPage,
  LandingPage,
  LoginPage,
  NotFoundPage,
  OpHomePage,
  PrivacyPage,
  RegisterPage,
  ResetPasswordPage,
  TermsPage,
  UserHomePage,
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
        <Route path="reset" element={<ResetPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="termini" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route element={<RequireSession />}>
          <Route path="account" element={<AccountPage />} />
          <Route path="help" element={<HelpPage />} />
        </Route>
        <Route element={<RequireSession role="op" />}>
          <Route path="op" element={<OpHomePage />} />
        </Route>
        <Route element={<RequireSession role="client" />}>
          <Route path="user" element={<UserHomePage />} />
          <Route path="user/op" element={<ClientProfessionalPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
