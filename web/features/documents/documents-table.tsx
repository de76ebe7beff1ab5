import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import type { DocumentItem } from '../../../common/workspace.js';
import { formatDateTime } from '../../lib/dates.js';
import { EmptyTableRow } from '../../components/table-rows.js';
import { formatSize } from './format-size.js';

interface DocumentsTableProps {
  documents: DocumentItem[];
  emptyText: string;
  /** The document being downloaded, if any. */
  downloadingId: number | null;
  onDownload: (document: DocumentItem) => void;
  /** Only the professional gets a delete button. */
  onDelete?: (document: DocumentItem) => void;
}

/** On phones the date and size move under the name. */
const wideColumn = { display: { xs: 'none', sm: 'table-cell' } };

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function DocumentsTable({ documents, emptyText, downloadingId, onDownload, onDelete }: DocumentsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Documenti">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '100%' }}>NOME</TableCell>
            <TableCell sx={{ ...wideColumn, whiteSpace: 'nowrap' }}>DATA</TableCell>
            <TableCell sx={{ ...wideColumn, whiteSpace: 'nowrap' }} align="right">
              DIMENSIONE
            </TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Azioni
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.length === 0 && <EmptyTableRow colSpan={4}>{emptyText}</EmptyTableRow>}
          {documents.map((document) => (
            <TableRow key={document.id} hover>
              <TableCell>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minWidth: 0 }}>
                  <FileIcon fontSize="small" sx={{ color: 'primary.main', flexShrink: 0 }} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {document.nome}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                      {formatDateTime(document.timestamp)} · {formatSize(document.size_kb)}
                    </Typography>
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ ...wideColumn, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(document.timestamp)}
              </TableCell>
              <TableCell align="right" sx={{ ...wideColumn, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatSize(document.size_kb)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: 1 }}>
                <Tooltip title="Scarica">
                  <span>
                    <IconButton
                      aria-label={`Scarica ${document.nome}`}
                      disabled={downloadingId === document.id}
                      onClick={() => onDownload(document)}
                    >
                      {downloadingId === document.id ? <CircularProgress size={20} /> : <DownloadIcon />}
                    </IconButton>
                  </span>
                </Tooltip>
                {onDelete && (
                  <Tooltip title="Elimina">
                    <IconButton aria-label={`Elimina ${document.nome}`} onClick={() => onDelete(document)}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
