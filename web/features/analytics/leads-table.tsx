import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PAGE_SIZE } from '../../../common/constants.js';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import type { SpecialLead } from '../../../common/public.js';
import { ListPager } from '../../components/list-pager.js';
import { formatLeadEvents, formatLeadTime } from './lead-format.js';

/** The leads that did more than look, newest first, with their steps (spec §2). */
export function LeadsTable({ leads }: { leads: SpecialLead[] }) {
  const [page, setPage] = useState(0);
  const shown = leads.slice(page * PAGE_SIZE.adminUsers, (page + 1) * PAGE_SIZE.adminUsers);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Leads">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: 84, sm: 150 } }}>DATA</TableCell>
              <TableCell>EVENTI</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {leads.length === 0 && (
              <TableRow>
                <TableCell colSpan={2} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {ADMIN_MSG.noLeads}
                </TableCell>
              </TableRow>
            )}
            {shown.map((lead, index) => (
              <TableRow key={`${lead.timestamp}-${index}`}>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' }, verticalAlign: 'top', fontVariantNumeric: 'tabular-nums' }}>
                  {formatLeadTime(lead.timestamp)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{formatLeadEvents(lead.events)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ mt: 1.5 }}>
        <ListPager page={page} pageSize={PAGE_SIZE.adminUsers} total={leads.length} loading={false} onPageChange={setPage} />
      </Box>
    </>
  );
}
