import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { PAGE_SIZE } from '../../../common/constants.js';
import type { ProfessionalItem } from '../../../common/links.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { ListPager } from '../../components/list-pager.js';
import { SearchField } from '../../components/search-field.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { usePagedSearch } from '../../components/use-paged-search.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { useAskLink } from './api/ask-link.js';
import { useProfessionalSearch } from './api/search-professionals.js';
import { PlaceCell, ProfessionalCell, fullNameOf, wideColumn } from './professional-cell.js';

function AskButton({ professional, pending, onAsk }: { professional: ProfessionalItem; pending: boolean; onAsk: () => void }) {
  if (professional.confermato) return <Button disabled>{SCHEDULE_MSG.linkConfirmedLabel}</Button>;
  if (professional.richiesto) return <Button disabled>{SCHEDULE_MSG.linkAlreadyRequested}</Button>;
  return (
    <Button
      variant="outlined"
      startIcon={<PersonAddIcon />}
      disabled={pending}
      onClick={onAsk}
      aria-label={`Aggiungi ${fullNameOf(professional)}`}
    >
      Aggiungi
    </Button>
  );
}

/** 'Trova un professionista': search and ask to link (spec §2). */
export function FindProfessionalSection() {
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const results = useProfessionalSearch(page, q);
  const ask = useAskLink();
  const { status, showError, showSuccess, clear } = useStatus();
  const professionals = results.data?.users ?? [];

  const onAsk = (professional: ProfessionalItem) => {
    clear();
    ask.mutate(professional.id, { onSuccess: () => showSuccess(SCHEDULE_MSG.linkRequested), onError: showError });
  };

  return (
    <SectionCard
      title="Trova un professionista"
      description="Cerca per nome, studio o città e invia una richiesta di collegamento."
      action={<SearchField value={search} onChange={setSearch} label="Cerca un professionista" />}
    >
      <StatusAlert status={status} onClose={clear} />
      {results.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(results.error) }} />}
      <Box sx={{ opacity: results.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table aria-label="Professionisti trovati">
          <TableHead>
            <TableRow>
              <TableCell>PROFESSIONISTA</TableCell>
              <TableCell sx={wideColumn}>CITTÀ</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {professionals.length === 0 && (
              <TableRow>
                <TableCell colSpan={3} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {results.isPending ? 'Caricamento…' : SCHEDULE_MSG.noProfessionalsFound}
                </TableCell>
              </TableRow>
            )}
            {professionals.map((p) => (
              <TableRow key={p.id}>
                <ProfessionalCell professional={p} />
                <PlaceCell professional={p} />
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <AskButton professional={p} pending={ask.isPending} onAsk={() => onAsk(p)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ListPager
          page={page}
          pageSize={PAGE_SIZE.professionals}
          total={results.data?.total ?? 0}
          loading={results.isFetching}
          onPageChange={setPage}
        />
      </Box>
    </SectionCard>
  );
}
