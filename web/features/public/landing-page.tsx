import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.js';
import { useIsLoggedIn } from '../../lib/session.js';
import { homePathOf, roleOf } from '../../lib/role.js';
import { useMe } from '../../lib/use-me.js';
import { VisitorLanding } from './visitor-landing.js';

/** '/': a logged-in user goes home after the session check; a visitor sees the landing page (spec §2). */
export function LandingPage() {
  const loggedIn = useIsLoggedIn();
  const me = useMe();

  if (loggedIn && me.data) return <Navigate to={homePathOf(roleOf(me.data))} replace />;
  if (loggedIn && me.isPending) return <PageLoader />;
  return <VisitorLanding />;
}
