import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { ClientItem } from '../../../common/links.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ListPager } from '../../components/list-pager.js';
import { SearchField } from '../../components/search-field.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { usePagedSearch } from '../../components/use-paged-search.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useConfirmClient } from './api/confirm-client.js';
import { useDeleteClient } from './api/delete-client.js';
import { useClients } from './api/list-clients.js';
import { ClientsTable } from './clients-table.js';

/** 'I tuoi Clienti' on /op: accept requests, open a client, remove a client (spec §2). */
export function ClientsSection() {
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const clients = useClients(page, q);
  const accept = useConfirmClient();
  const remove = useDeleteClient();
  const { status, showError, showSuccess, clear } = useStatus();
  const [deleting, setDeleting] = useState<ClientItem | null>(null);

  const onAccept = (client: ClientItem) => {
    clear();
    accept.mutate(client.id, { onSuccess: () => showSuccess(SCHEDULE_MSG.linkAccepted), onError: showError });
  };

  const onDelete = (client: ClientItem) => {
    clear();
    remove.mutate(client.id, {
      onSuccess: () => {
        setPage(0);
        showSuccess(client.confermato ? SCHEDULE_MSG.linkRemovedClient : SCHEDULE_MSG.requestRefused);
      },
      onError: showError,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <SectionCard
      title="I tuoi Clienti"
      description="Accetta le richieste dei nuovi clienti e apri la scheda di un cliente per chat, documenti e note."
      action={<SearchField value={search} onChange={setSearch} label="Cerca tra i clienti" />}
    >
      <StatusAlert status={status} onClose={clear} />
      {clients.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(clients.error) }} />}
      <Box sx={{ opacity: clients.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <ClientsTable
          clients={clients.data?.users ?? []}
          emptyText={clients.isPending ? 'Caricamento dei clienti…' : q ? SCHEDULE_MSG.noClientsFound : SCHEDULE_MSG.noClients}
          accepting={accept.isPending}
          onAccept={onAccept}
          onDelete={setDeleting}
        />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ListPager
          page={page}
          pageSize={PAGE_SIZE.clients}
          total={clients.data?.total ?? 0}
          loading={clients.isFetching}
          onPageChange={setPage}
        />
      </Box>
      {deleting && (
        <ConfirmDialog
          open
          title={
            deleting.confermato
              ? `Rimuovere ${deleting.nome} ${deleting.cognome}?`
              : `Rifiutare la richiesta di ${deleting.nome} ${deleting.cognome}?`
          }
          confirmLabel={deleting.confermato ? 'Rimuovi cliente' : 'Rifiuta la richiesta'}
          danger
          pending={remove.isPending}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <Typography color="text.secondary">
            {deleting.confermato ? SCHEDULE_MSG.removeClientWarning : SCHEDULE_MSG.refuseRequestText}
          </Typography>
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
