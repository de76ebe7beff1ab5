import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { AdminUserItem } from '../../../common/admin.js';
import { EmptyTableRow, PersonCells, PersonHeadCells, openableRow } from '../../components/table-rows.js';

interface AdminUsersTableProps {
  users: AdminUserItem[];
  emptyText: string;
}

/** On phones the name, e-mail and phone stack in the first column, the type under the state. */
const wideColumn = { display: { xs: 'none', md: 'table-cell' } };
const narrowOnly = { display: { md: 'none' } };
const typeColumn = { display: { xs: 'none', sm: 'table-cell' } };
const phoneOnly = { display: { sm: 'none' } };

const typeOf = (user: AdminUserItem) => (user.op ? 'Professionista' : 'Cliente');

export function AdminUsersTable({ users, emptyText }: AdminUsersTableProps) {
  const navigate = useNavigate();
  const pageOf = (user: AdminUserItem) => `/admin/user?id=${user.id}`;

  return (
    <TableContainer>
      <Table size="small" aria-label="Utenti">
        <TableHead>
          <TableRow>
            <PersonHeadCells wideColumn={wideColumn} />
            <TableCell sx={typeColumn}>TIPO</TableCell>
            <TableCell>STATO</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && <EmptyTableRow colSpan={6}>{emptyText}</EmptyTableRow>}
          {users.map((user) => (
            <TableRow key={user.id} {...openableRow(true, () => void navigate(pageOf(user)))}>
              <PersonCells person={user} wideColumn={wideColumn} narrowOnly={narrowOnly} to={pageOf(user)} />
              <TableCell sx={typeColumn}>{typeOf(user)}</TableCell>
              <TableCell>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ ...phoneOnly, mb: 0.5 }}>
                  {typeOf(user)}
                </Typography>
                <Chip
                  label={user.attivo ? 'Attivo' : 'Disattivato'}
                  color={user.attivo ? 'success' : 'error'}
                  size="small"
                  variant="outlined"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
