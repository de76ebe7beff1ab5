import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AdminUserDetail } from '../../../common/admin.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { PageLoader } from '../../components/page-loader.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { useMe } from '../../lib/use-me.js';
import { OperatorSchedule } from '../../features/schedule/operator-schedule.js';
import { AdminHeader } from '../../features/admin/admin-header.js';
import { adminScheduleApi } from './admin-schedule-api.js';
import { AdminUserForm } from '../../features/admin/admin-user-form.js';
import { AdminUserOverview } from '../../features/admin/admin-user-overview.js';
import { useAdminUser } from '../../features/admin/api/get-admin-user.js';

function UserChips({ user }: { user: AdminUserDetail }) {
  return (
    <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
      <Chip label={user.op ? 'Professionista' : 'Cliente'} color="primary" variant="outlined" size="small" />
      <Chip
        label={user.attivo ? 'Attivo' : 'Disattivato'}
        color={user.attivo ? 'success' : 'error'}
        variant="outlined"
        size="small"
      />
    </Stack>
  );
}

function UserDetail({ user }: { user: AdminUserDetail }) {
  const { data: me } = useMe();
  const scheduleApi = useMemo(() => adminScheduleApi(user.id), [user.id]);
  return (
    <>
      <AdminHeader title={`${user.nome} ${user.cognome}`} subtitle={<UserChips user={user} />} />
      <Stack spacing={3}>
        <SectionCard title="Account">
          <ErrorBoundary variant="section">
            <AdminUserOverview user={user} />
          </ErrorBoundary>
        </SectionCard>
        <SectionCard title="Dati dell’utente">
          <ErrorBoundary variant="section">
            <AdminUserForm user={user} isSelf={me?.id === user.id} />
          </ErrorBoundary>
        </SectionCard>
        {user.op && (
          <ErrorBoundary variant="section">
            <OperatorSchedule api={scheduleApi} />
          </ErrorBoundary>
        )}
      </Stack>
    </>
  );
}

/** /admin/user?id=: one user's data, state, expiry, document, hours and services (spec §2). */
export function AdminUserPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const user = useAdminUser(valid ? id : 0);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <title>Utente · Amministrazione · Studio</title>
      <Button component={RouterLink} to="/admin" startIcon={<ArrowBackIcon />} color="inherit" sx={{ mb: 2, ml: -1 }}>
        Tutti gli utenti
      </Button>
      {!valid || user.isError ? (
        <StatusAlert status={{ kind: 'error', text: valid ? errorMessage(user.error) : ADMIN_MSG.userNotFound }} />
      ) : user.data ? (
        <UserDetail key={user.data.id} user={user.data} />
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}
