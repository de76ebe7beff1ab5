import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ProfessionalItem } from '../../../common/links.js';
import { LongText } from '../../components/long-text.js';
import { RowLink } from '../../components/table-rows.js';

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
  /** The page the row opens: the name is its link. */
  to?: string;
}

/** Name, firm and (on phones) place of a professional, in one cell. */
export function ProfessionalCell({ professional, narrowExtra, badge, to }: ProfessionalCellProps) {
  const name = <LongText text={fullNameOf(professional)} maxWidth={360} />;
  return (
    <TableCell>
      <Typography component="div" sx={{ fontWeight: 600, display: 'flex', alignItems: 'flex-start' }}>
        {to ? <RowLink to={to}>{name}</RowLink> : name}
        {badge}
      </Typography>
      <Typography variant="body2" component="div" color="text.secondary">
        <LongText text={professional.nome_azienda} maxWidth={360} />
      </Typography>
      <Typography variant="body2" component="div" color="text.secondary" sx={{ display: { sm: 'none' } }}>
        <LongText text={placeOf(professional)} maxWidth="100%" />
      </Typography>
      {narrowExtra && <Box sx={{ display: { sm: 'none' }, mt: 0.75 }}>{narrowExtra}</Box>}
    </TableCell>
  );
}

export function PlaceCell({ professional }: { professional: ProfessionalItem }) {
  return (
    <TableCell sx={wideColumn}>
      <Typography variant="body2" component="div">
        <LongText text={placeOf(professional) || '—'} maxWidth={220} />
      </Typography>
    </TableCell>
  );
}
