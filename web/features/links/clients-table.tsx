import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { useNavigate } from 'react-router';
import type { ClientItem } from '../../../common/links.js';

interface ClientsTableProps {
  clients: ClientItem[];
  emptyText: string;
  accepting: boolean;
  onAccept: (client: ClientItem) => void;
  onDelete: (client: ClientItem) => void;
}

const fullName = (client: ClientItem) => `${client.nome} ${client.cognome}`;

export function ClientsTable({ clients, emptyText, accepting, onAccept, onDelete }: ClientsTableProps) {
  const navigate = useNavigate();
  const open = (client: ClientItem) => void navigate(`/op/customer?id=${client.id}`);

  return (
    <TableContainer>
      <Table size="small" aria-label="I tuoi clienti" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>COGNOME</TableCell>
            <TableCell>NOME</TableCell>
            <TableCell>EMAIL</TableCell>
            <TableCell>TELEFONO</TableCell>
            <TableCell align="center">ACCETTA</TableCell>
            <TableCell align="center">ELIMINA</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {clients.map((client) => (
            <TableRow
              key={client.id}
              hover={client.confermato}
              tabIndex={client.confermato ? 0 : undefined}
              aria-label={client.confermato ? `Apri ${fullName(client)}` : undefined}
              onClick={client.confermato ? () => open(client) : undefined}
              onKeyDown={(event) => client.confermato && event.key === 'Enter' && open(client)}
              sx={{ cursor: client.confermato ? 'pointer' : 'default' }}
            >
              <TableCell sx={{ fontWeight: 600 }}>{client.cognome}</TableCell>
              <TableCell>{client.nome}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{client.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{client.telefono}</TableCell>
              <TableCell align="center">
                {client.confermato ? (
                  <Chip label="Accettato" size="small" color="success" variant="outlined" />
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
              <TableCell align="center">
                <Tooltip title="Elimina">
                  <IconButton
                    aria-label={`Elimina ${fullName(client)}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDelete(client);
                    }}
                    onKeyDown={(event) => event.stopPropagation()}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
