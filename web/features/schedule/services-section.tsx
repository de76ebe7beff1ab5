import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PAGE_SIZE } from '../../../common/constants.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { Service } from '../../../common/schedule.js';
import { errorMessage } from '../../lib/api.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ListPager } from '../../components/list-pager.js';
import { SearchField } from '../../components/search-field.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { usePagedSearch } from '../../components/use-paged-search.js';
import { useStatus } from '../../components/use-status.js';
import { ownScheduleApi, type ScheduleApi } from './schedule-api.js';
import { ServiceDialog } from './service-dialog.js';
import { ServicesTable } from './services-table.js';

export function ServicesSection({ api = ownScheduleApi }: { api?: ScheduleApi }) {
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const services = api.useServices(page, q);
  const remove = api.useDeleteService();
  const { status, showError, showSuccess, clear } = useStatus();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const items = services.data?.services ?? [];

  const confirmDelete = (service: Service) => {
    clear();
    remove.mutate(service.id, {
      onSuccess: () => {
        setDeleting(null);
        showSuccess(SCHEDULE_MSG.serviceDeleted);
        if (items.length === 1 && page > 0) setPage(page - 1);
      },
      onError: (error) => {
        setDeleting(null);
        showError(error);
      },
    });
  };

  return (
    <SectionCard
      title="Servizi"
      description="I servizi tra cui i clienti scelgono quando prenotano. “Altro (Specificare)” è sempre disponibile."
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
          <SearchField value={search} onChange={setSearch} label="Cerca tra i servizi" />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ whiteSpace: 'nowrap' }}>
            Nuovo servizio
          </Button>
        </Stack>
      }
    >
      <StatusAlert status={status} onClose={clear} />
      {services.isError ? (
        <StatusAlert status={{ kind: 'error', text: errorMessage(services.error) }} />
      ) : (
        <Box sx={{ opacity: services.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {services.data ? (
            <ServicesTable services={items} onEdit={setEditing} onDelete={setDeleting} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              Caricamento dei servizi…
            </Typography>
          )}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <ListPager
          page={page}
          pageSize={PAGE_SIZE.services}
          total={services.data?.total ?? 0}
          loading={services.isFetching}
          onPageChange={setPage}
        />
      </Box>
      {editing && (
        <ServiceDialog
          api={api}
          service={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            showSuccess(message);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={`Eliminare “${deleting.nome}”?`}
          confirmLabel="Elimina"
          danger
          pending={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <Typography color="text.secondary">{SCHEDULE_MSG.serviceDeleteWarning}</Typography>
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
