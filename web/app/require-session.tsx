import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.js';
import { LOGIN_REASON } from '../lib/login-reason.js';
import type { Role } from '../lib/role.js';
import { useIsLoggedIn } from '../lib/session.js';
import { useMe } from '../lib/use-me.js';

interface RequireSessionProps {
  role?: Role | 'admin';
}

/**
 * Pages behind login: a failed session check or the wrong role sends to /login (spec §6). An
 * account that must turn on two-factor login first (the administrator under ADMIN_REQUIRE_2FA)
 * is sent to /account, where it enrols.
 */
export function RequireSession({ role }: RequireSessionProps) {
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  const { pathname, search } = useLocation();

  // After login the user comes back here (an e-mail's link).
  const needsLogin = { reason: LOGIN_REASON.needsLogin, from: pathname + search };
  const forbidden = { reason: LOGIN_REASON.forbidden };
  if (!loggedIn || me.isError) return <Navigate to="/login" replace state={needsLogin} />;
  if (me.isPending) return <PageLoader />;
  if (me.data.twoFactorRequired && pathname !== '/account') return <Navigate to="/account" replace />;
  if ((role === 'op' && !me.data.op) || (role === 'client' && me.data.op))
    return <Navigate to="/login" replace state={forbidden} />;
  if (role === 'admin' && !me.data.admin) return <Navigate to="/login" replace state={forbidden} />;
  return <Outlet />;
}
