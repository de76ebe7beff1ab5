import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PAGE_SIZE } from '../../../common/constants.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import { ListPager } from '../../components/list-pager.js';
import { SearchField } from '../../components/search-field.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { usePagedSearch } from '../../components/use-paged-search.js';
import { errorMessage } from '../../lib/api.js';
import { AdminActionsSection } from './admin-actions-section.js';
import { AdminHeader } from './admin-header.js';
import { AdminUsersTable } from './admin-users-table.js';
import { useAdminUsers } from './api/list-admin-users.js';

/** /admin: every account, 15 per page, with search; a row opens the user (spec §2). */
export function AdminUsersPage() {
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const users = useAdminUsers(page, q);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <title>Utenti · Amministrazione · Studio</title>
      <AdminHeader />
      <SectionCard
        title="Utenti"
        description="Professionisti e clienti registrati. Apri un utente per modificarne i dati, disattivarlo o gestirne orari e servizi."
        action={<SearchField value={search} onChange={setSearch} label="Cerca tra gli utenti" />}
      >
        {users.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(users.error) }} />}
        <Box sx={{ opacity: users.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <AdminUsersTable
            users={users.data?.users ?? []}
            emptyText={users.isPending ? 'Caricamento degli utenti…' : ADMIN_MSG.noUsersFound}
          />
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <ListPager
            page={page}
            pageSize={PAGE_SIZE.adminUsers}
            total={users.data?.total ?? 0}
            loading={users.isFetching}
            onPageChange={setPage}
          />
        </Box>
      </SectionCard>
      <Box sx={{ mt: 3 }}>
        <AdminActionsSection />
      </Box>
    </Container>
  );
}
