import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PaymentItem } from '../../../common/subscriptions.js';
import { EmptyTableRow } from '../../components/table-rows.js';
import { formatShortDate } from '../../lib/dates.js';

interface PaymentsTableProps {
  payments: PaymentItem[];
  emptyText: string;
}

/** On phones the plan and the method stack under the dates. */
const wideColumn = { display: { xs: 'none', sm: 'table-cell' } };
const narrowOnly = { display: { sm: 'none' } };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PaymentsTable({ payments, emptyText }: PaymentsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Storico pagamenti">
        <TableHead>
          <TableRow>
            <TableCell>DAL</TableCell>
            <TableCell>AL</TableCell>
            <TableCell sx={wideColumn}>METODO</TableCell>
            <TableCell sx={wideColumn}>PIANO</TableCell>
            <TableCell align="right">IMPORTO</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.length === 0 && <EmptyTableRow colSpan={5}>{emptyText}</EmptyTableRow>}
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {formatShortDate(payment.inizio)}
                <Box sx={{ ...narrowOnly, color: 'text.secondary', whiteSpace: 'normal', mt: 0.5 }}>
                  <Typography variant="body2">{payment.piano}</Typography>
                  <Typography variant="body2">{capitalised(payment.metodo)}</Typography>
                </Box>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatShortDate(payment.fine)}</TableCell>
              <TableCell sx={wideColumn}>{capitalised(payment.metodo)}</TableCell>
              <TableCell sx={wideColumn}>{payment.piano}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                {payment.importo}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
