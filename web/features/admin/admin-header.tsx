import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

/** Title and tabs shared by the back-office pages. */
export function AdminHeader({ title = 'Amministrazione', subtitle }: { title?: string; subtitle?: ReactNode }) {
  const { pathname } = useLocation();
  const current = pathname.startsWith('/admin/leads') ? '/admin/leads' : '/admin';
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere', fontSize: { xs: 28, sm: 34 } }}>
        {title}
      </Typography>
      {subtitle}
      <Tabs value={current} aria-label="Sezioni dell’amministrazione" sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label="Utenti" value="/admin" component={RouterLink} to="/admin" />
        <Tab label="Leads" value="/admin/leads" component={RouterLink} to="/admin/leads" />
      </Tabs>
    </Box>
  );
}
