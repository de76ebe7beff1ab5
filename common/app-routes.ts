/**
 * Every path the web app's router answers (web/app/router.tsx). The server sends the app for
 * any other path too, so the page can say 'Questa pagina non esiste', but with HTTP 404, so
 * that crawlers do not index it. `web/app/app-routes.node.test.ts` holds the
 * router and this list together.
 */
export const APP_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/confirm',
  '/confirm-email',
  '/login-link',
  '/reset',
  '/reset-password',
  '/termini',
  '/privacy',
  '/why',
  '/account',
  '/help',
  '/op',
  '/op/customer',
  '/subscription',
  '/subscription/success',
  '/subscription/cancel',
  '/user',
  '/user/op',
  '/appuntamento',
  '/admin',
  '/admin/user',
  '/admin/leads',
];

const known = new Set(APP_ROUTES);

/** Whether the router has a page for this path (query string ignored, one trailing slash allowed, case as React Router: insensitive). */
export function isAppRoute(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return known.has(trimmed.toLowerCase());
}
