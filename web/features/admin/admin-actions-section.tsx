import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../common/constants.js';
import { ListPager } from '../../components/list-pager.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { EmptyTableRow } from '../../components/table-rows.js';
import { errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/dates.js';
import { useAdminActions } from './api/list-admin-actions.js';
import { LongText } from '../../components/long-text.js';

const wideColumn = { display: { xs: 'none', md: 'table-cell' } };

/** /admin: what the administrator did to users' data (changes, ID documents downloaded), kept 12 months. */
export function AdminActionsSection() {
  const [page, setPage] = useState(0);
  const log = useAdminActions(page);
  const items = log.data?.items ?? [];

  return (
    <SectionCard
      title="Registro delle azioni"
      description="Modifiche agli utenti e documenti d’identità scaricati, conservati 12 mesi."
    >
      {log.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(log.error) }} />}
      <Box sx={{ opacity: log.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <TableContainer>
          <Table size="small" aria-label="Registro delle azioni">
            <TableHead>
              <TableRow>
                <TableCell>Quando</TableCell>
                <TableCell>Azione</TableCell>
                <TableCell>Utente</TableCell>
                <TableCell sx={wideColumn}>Dettaglio</TableCell>
                <TableCell sx={wideColumn}>IP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 && (
                <EmptyTableRow colSpan={5}>
                  {log.isPending ? 'Caricamento del registro…' : 'Nessuna azione registrata.'}
                </EmptyTableRow>
              )}
              {items.map((item, index) => (
                <TableRow key={`${item.at}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</TableCell>
                  <TableCell>{item.azione}</TableCell>
                  <TableCell>
                    <LongText text={item.utente} maxWidth={240} />
                  </TableCell>
                  <TableCell sx={wideColumn}>
                    <LongText text={item.dettaglio} lines={3} maxWidth={320} />
                  </TableCell>
                  <TableCell sx={wideColumn}>{item.ip}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <ListPager
          page={page}
          pageSize={PAGE_SIZE.accessLog}
          total={log.data?.total ?? 0}
          loading={log.isFetching}
          onPageChange={setPage}
        />
      </Box>
    </SectionCard>
  );
}
