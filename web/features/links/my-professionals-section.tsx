import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { ProfessionalItem } from '../../../common/links.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { ListPager } from '../../components/list-pager.js';
import { SearchField } from '../../components/search-field.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { usePagedSearch } from '../../components/use-paged-search.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useMyProfessionals } from './api/list-my-professionals.js';
import { useRemoveProfessional } from './api/remove-professional.js';
import { MyProfessionalsTable } from './my-professionals-table.js';
import { fullNameOf } from './professional-cell.js';

export function MyProfessionalsSection() {
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const professionals = useMyProfessionals(page, q);
  const remove = useRemoveProfessional();
  const { status, showError, showSuccess, clear } = useStatus();
  const [removing, setRemoving] = useState<ProfessionalItem | null>(null);

  const onRemove = (professional: ProfessionalItem) => {
    clear();
    remove.mutate(professional.id, {
      onSuccess: () => {
        setPage(0);
        showSuccess(professional.confermato ? SCHEDULE_MSG.linkRemovedOperator : SCHEDULE_MSG.requestWithdrawn);
      },
      onError: showError,
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <SectionCard
      title="I tuoi professionisti"
      description="Apri un professionista per prenotare un appuntamento."
      action={<SearchField value={search} onChange={setSearch} label="Cerca tra i tuoi professionisti" />}
    >
      <StatusAlert status={status} onClose={clear} />
      {professionals.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(professionals.error) }} />}
      <Box sx={{ opacity: professionals.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <MyProfessionalsTable
          professionals={professionals.data?.users ?? []}
          emptyText={
            professionals.isPending ? 'Caricamento…' : q ? SCHEDULE_MSG.noProfessionalsFound : SCHEDULE_MSG.noProfessionals
          }
          onRemove={setRemoving}
        />
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ListPager
          page={page}
          pageSize={PAGE_SIZE.professionals}
          total={professionals.data?.total ?? 0}
          loading={professionals.isFetching}
          onPageChange={setPage}
        />
      </Box>
      {removing && (
        <ConfirmDialog
          open
          title={removing.confermato ? `Rimuovere ${fullNameOf(removing)}?` : SCHEDULE_MSG.withdrawRequestTitle}
          confirmLabel={removing.confermato ? 'Rimuovi professionista' : 'Annulla la richiesta'}
          danger
          pending={remove.isPending}
          onConfirm={() => onRemove(removing)}
          onClose={() => setRemoving(null)}
        >
          <Typography color="text.secondary">
            {removing.confermato ? SCHEDULE_MSG.removeOperatorWarning : SCHEDULE_MSG.withdrawRequestText}
          </Typography>
        </ConfirmDialog>
      )}
    </SectionCard>
  );
}
