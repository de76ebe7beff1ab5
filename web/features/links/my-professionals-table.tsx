import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { useNavigate } from 'react-router';
import type { ProfessionalItem } from '../../../common/links.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { EmptyTableRow, RowAction, openableRow } from '../../components/table-rows.js';
import { UnreadBadge } from '../../components/unread-badge.js';
import { useUnread } from '../../lib/use-unread.js';
import { PlaceCell, ProfessionalCell, fullNameOf, wideColumn } from './professional-cell.js';

interface MyProfessionalsTableProps {
  professionals: ProfessionalItem[];
  emptyText: string;
  onRemove: (professional: ProfessionalItem) => void;
}

function LinkState({ professional }: { professional: ProfessionalItem }) {
  return professional.confermato ? (
    <Chip label="Collegato" size="small" color="success" variant="outlined" />
  ) : (
    <Chip label={SCHEDULE_MSG.linkPending} size="small" variant="outlined" />
  );
}

/** Confirmed professionals open their page; pending ones are greyed and not clickable (spec §2). */
export function MyProfessionalsTable({ professionals, emptyText, onRemove }: MyProfessionalsTableProps) {
  const navigate = useNavigate();
  const unread = useUnread();
  const pageOf = (p: ProfessionalItem) => `/user/op?id=${p.id}`;

  return (
    <Table aria-label="I tuoi professionisti">
      <TableHead>
        <TableRow>
          <TableCell>PROFESSIONISTA</TableCell>
          <TableCell sx={wideColumn}>CITTÀ</TableCell>
          <TableCell sx={wideColumn}>STATO</TableCell>
          <TableCell align="center" sx={{ width: { sm: 72 } }}>
            RIMUOVI
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {professionals.length === 0 && <EmptyTableRow colSpan={4}>{emptyText}</EmptyTableRow>}
        {professionals.map((p) => (
          <TableRow
            key={p.id}
            {...openableRow(p.confermato, () => void navigate(pageOf(p)))}
            aria-label={p.confermato ? undefined : `${fullNameOf(p)}: ${SCHEDULE_MSG.linkPending}`}
            sx={{
              cursor: p.confermato ? 'pointer' : 'default',
              '& > td:not(:last-of-type)': { opacity: p.confermato ? 1 : 0.55 },
            }}
          >
            <ProfessionalCell
              professional={p}
              to={p.confermato ? pageOf(p) : undefined}
              narrowExtra={<LinkState professional={p} />}
              badge={<UnreadBadge count={unread.of(p.id)} documents={unread.documentsOf(p.id)} />}
            />
            <PlaceCell professional={p} />
            <TableCell sx={wideColumn}>
              <LinkState professional={p} />
            </TableCell>
            <TableCell align="center">
              <RowAction title="Rimuovi" label={`Rimuovi ${fullNameOf(p)}`} onClick={() => onRemove(p)}>
                <PersonRemoveIcon />
              </RowAction>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
