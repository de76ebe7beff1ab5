import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ProfessionalItem } from '../../../common/links.js';

export const placeOf = (p: ProfessionalItem) => [p.citta, p.provincia && `(${p.provincia})`].filter(Boolean).join(' ');

export const fullNameOf = (p: ProfessionalItem) => `${p.nome} ${p.cognome}`;

/** Hidden on phones, where the place moves under the name. */
export const placeColumn = { display: { xs: 'none', sm: 'table-cell' } };

/** Name, firm and (on phones) place of a professional, in one cell. */
export function ProfessionalCell({ professional }: { professional: ProfessionalItem }) {
  return (
    <TableCell>
      <Typography sx={{ fontWeight: 600 }}>{fullNameOf(professional)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {professional.nome_azienda}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
        {placeOf(professional)}
      </Typography>
    </TableCell>
  );
}

export function PlaceCell({ professional }: { professional: ProfessionalItem }) {
  return (
    <TableCell sx={placeColumn}>
      <Typography variant="body2">{placeOf(professional) || '—'}</Typography>
    </TableCell>
  );
}
