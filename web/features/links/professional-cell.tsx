import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ProfessionalItem } from '../../../common/links.js';

export const placeOf = (p: ProfessionalItem) => [p.citta, p.provincia && `(${p.provincia})`].filter(Boolean).join(' ');

export const fullNameOf = (p: ProfessionalItem) => `${p.nome} ${p.cognome}`;

/** Hidden on phones, where its content moves under the name. */
export const wideColumn = { display: { xs: 'none', sm: 'table-cell' } };

interface ProfessionalCellProps {
  professional: ProfessionalItem;
  /** Shown under the name on phones only, where its own column is hidden. */
  narrowExtra?: ReactNode;
  /** Beside the name (the unread messages). */
  badge?: ReactNode;
}

/** Name, firm and (on phones) place of a professional, in one cell. */
export function ProfessionalCell({ professional, narrowExtra, badge }: ProfessionalCellProps) {
  return (
    <TableCell>
      <Typography sx={{ fontWeight: 600 }}>
        {fullNameOf(professional)}
        {badge}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {professional.nome_azienda}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
        {placeOf(professional)}
      </Typography>
      {narrowExtra && <Box sx={{ display: { sm: 'none' }, mt: 0.75 }}>{narrowExtra}</Box>}
    </TableCell>
  );
}

export function PlaceCell({ professional }: { professional: ProfessionalItem }) {
  return (
    <TableCell sx={wideColumn}>
      <Typography variant="body2">{placeOf(professional) || '—'}</Typography>
    </TableCell>
  );
}
