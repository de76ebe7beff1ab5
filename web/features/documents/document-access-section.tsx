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
import { StatusAlert } from '../../components/status-alert.js';
import { EmptyTableRow } from '../../components/table-rows.js';
import { errorMessage } from '../../lib/api.js';
import { formatDateTime } from '../../lib/dates.js';
import { useDocumentAccess } from './api/list-document-access.js';
import { LongText } from '../../components/long-text.js';

/** /account, professionals: every download of their documents, kept 12 months. */
export function DocumentAccessSection() {
  const [page, setPage] = useState(0);
  const log = useDocumentAccess(page);
  const items = log.data?.items ?? [];

  return (
    <>
      {log.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(log.error) }} />}
      <Box sx={{ opacity: log.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <TableContainer>
          <Table size="small" aria-label="Registro accessi ai documenti">
            <TableHead>
              <TableRow>
                <TableCell>Quando</TableCell>
                <TableCell>Chi</TableCell>
                <TableCell>Documento</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 && (
                <EmptyTableRow colSpan={3}>
                  {log.isPending ? 'Caricamento del registro…' : 'Nessun documento scaricato finora.'}
                </EmptyTableRow>
              )}
              {items.map((item, index) => (
                <TableRow key={`${item.at}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</TableCell>
                  <TableCell>
                    <LongText text={item.chi} maxWidth={260} />
                  </TableCell>
                  <TableCell>
                    <LongText text={item.documento} maxWidth={360} />
                  </TableCell>
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
    </>
  );
}
