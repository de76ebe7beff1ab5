import { Suspense, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import Badge from '@mui/material/Badge';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DocumentIcon from '@mui/icons-material/DescriptionOutlined';
import { waitingLabel } from '../../components/unread-badge.js';
import { useUnread } from '../../lib/use-unread.js';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../features/accounts/api/logout.js';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { lazyComponent } from '../../lib/lazy-chunk.js';
import { useIsLoggedIn } from '../../lib/session.js';
import { homePathOf, roleOf } from '../../lib/role.js';
import { useMe } from '../../lib/use-me.js';
import { Logo } from './logo.js';
import { OfflineBanner } from './offline-banner.js';
import { adminLinks, userLinks, visitorLinks } from './nav-links.js';

const NavDrawer = lazyComponent(async () => (await import('./nav-drawer.js')).NavDrawer, { preloadWhenIdle: true }).Component;

export function TopBar() {
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  const logout = useLogout();
  const unread = useUnread();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const home = loggedIn && me.data ? homePathOf(roleOf(me.data)) : '/';
  const signedInLinks = me.data?.admin ? adminLinks : userLinks;
  const wideLinks = loggedIn ? signedInLinks : visitorLinks(false);
  const narrowLinks = loggedIn ? signedInLinks : visitorLinks(true);
  const onLogout = loggedIn ? () => logout.mutate() : undefined;

  return (
    <AppBar position="sticky">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, sm: 68 } }}>
          <Logo to={home} />
          <Box sx={{ flexGrow: 1 }} />
          <Stack component="nav" direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            {wideLinks.map((link) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant={link.emphasis ?? 'text'}
                color={link.emphasis ? 'primary' : 'inherit'}
              >
                {link.label}
              </Button>
            ))}
            {onLogout && (
              <Button color="inherit" onClick={onLogout} disabled={logout.isPending}>
                Esci
              </Button>
            )}
          </Stack>
          {loggedIn && unread.total > 0 && (
            // The browser's own tooltip: MUI's would bring Popper into every page's first download.
            <IconButton
              component={RouterLink}
              to={home}
              color="inherit"
              aria-label={waitingLabel(unread.messages, unread.documents)}
              title={waitingLabel(unread.messages, unread.documents)}
            >
              <Badge badgeContent={unread.total} color="error" max={99}>
                {unread.messages > 0 ? <ChatIcon /> : <DocumentIcon />}
              </Badge>
            </IconButton>
          )}
          <IconButton
            aria-label="Apri il menu"
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {/* In the sticky bar, so it stays in view wherever the page is scrolled. */}
      <OfflineBanner />
      {drawerUsed && (
        <ErrorBoundary variant="overlay">
          <Suspense fallback={null}>
            <NavDrawer open={drawerOpen} links={narrowLinks} onClose={() => setDrawerOpen(false)} onLogout={onLogout} />
          </Suspense>
        </ErrorBoundary>
      )}
    </AppBar>
  );
}
