import Box from '@mui/material/Box';
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
  const open = (user: AdminUserItem) => void navigate(`/admin/user?id=${user.id}`);

  return (
    <TableContainer>
      <Table size="small" aria-label="Utenti">
        <TableHead>
          <TableRow>
            <TableCell>COGNOME</TableCell>
            <TableCell sx={wideColumn}>NOME</TableCell>
            <TableCell sx={wideColumn}>EMAIL</TableCell>
            <TableCell sx={wideColumn}>TELEFONO</TableCell>
            <TableCell sx={typeColumn}>TIPO</TableCell>
            <TableCell>STATO</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {users.map((user) => (
            <TableRow
              key={user.id}
              hover
              tabIndex={0}
              aria-label={`Apri ${user.nome} ${user.cognome}`}
              onClick={() => open(user)}
              onKeyDown={(event) => event.key === 'Enter' && open(user)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {user.cognome}
                  <Box component="span" sx={narrowOnly}>
                    {' '}
                    {user.nome}
                  </Box>
                </Typography>
                <Box sx={{ ...narrowOnly, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{user.email}</Typography>
                  <Typography variant="body2">{user.telefono}</Typography>
                </Box>
              </TableCell>
              <TableCell sx={wideColumn}>{user.nome}</TableCell>
              <TableCell sx={{ ...wideColumn, overflowWrap: 'anywhere' }}>{user.email}</TableCell>
              <TableCell sx={{ ...wideColumn, whiteSpace: 'nowrap' }}>{user.telefono}</TableCell>
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
