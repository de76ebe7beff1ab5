import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { useNavigate } from 'react-router';
import type { ClientItem } from '../../../common/links.js';
import { EmptyTableRow, PersonCells, PersonHeadCells, RowAction, openableRow } from '../../components/table-rows.js';
import { UnreadBadge } from '../../components/unread-badge.js';
import { useUnread } from '../../lib/use-unread.js';

interface ClientsTableProps {
  clients: ClientItem[];
  emptyText: string;
  accepting: boolean;
  onAccept: (client: ClientItem) => void;
  onDelete: (client: ClientItem) => void;
}

const fullName = (client: ClientItem) => `${client.nome} ${client.cognome}`;

/** On phones the name, e-mail and phone stack in the first column. */
const wideColumn = { display: { xs: 'none', sm: 'table-cell' } };
const narrowOnly = { display: { sm: 'none' } };
const wideInline = { display: { xs: 'none', sm: 'inline-flex' } };
const actionColumn = { width: '1%', px: { xs: 1, sm: 2 } };

export function ClientsTable({ clients, emptyText, accepting, onAccept, onDelete }: ClientsTableProps) {
  const navigate = useNavigate();
  const unread = useUnread();
  const pageOf = (client: ClientItem) => `/op/customer?id=${client.id}`;

  return (
    <TableContainer>
      <Table size="small" aria-label="I tuoi clienti">
        <TableHead>
          <TableRow>
            <PersonHeadCells wideColumn={wideColumn} />
            <TableCell align="center" sx={actionColumn}>
              ACCETTA
            </TableCell>
            <TableCell align="center" sx={actionColumn}>
              ELIMINA
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.length === 0 && <EmptyTableRow colSpan={6}>{emptyText}</EmptyTableRow>}
          {clients.map((client) => (
            <TableRow key={client.id} {...openableRow(client.confermato, () => void navigate(pageOf(client)))}>
              <PersonCells
                person={client}
                wideColumn={wideColumn}
                narrowOnly={narrowOnly}
                to={client.confermato ? pageOf(client) : undefined}
                badge={<UnreadBadge count={unread.of(client.id)} documents={unread.documentsOf(client.id)} />}
              />
              <TableCell align="center" sx={actionColumn}>
                {client.confermato ? (
                  <>
                    <Chip label="Accettato" size="small" color="success" variant="outlined" sx={wideInline} />
                    <CheckCircleIcon color="success" aria-label="Accettato" sx={{ ...narrowOnly, verticalAlign: 'middle' }} />
                  </>
                ) : (
                  <Tooltip title="Accetta">
                    <span>
                      <IconButton
                        color="primary"
                        aria-label={`Accetta ${fullName(client)}`}
                        disabled={accepting}
                        onClick={() => onAccept(client)}
                      >
                        <HowToRegIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                )}
              </TableCell>
              <TableCell align="center" sx={actionColumn}>
                <RowAction title="Elimina" label={`Elimina ${fullName(client)}`} onClick={() => onDelete(client)}>
                  <DeleteOutlinedIcon />
                </RowAction>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
