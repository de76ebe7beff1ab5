import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ClientRecord } from '../../../common/workspace.js';
import { AppointmentBox } from './appointment-box.js';
import { NoteForm } from './note-form.js';
import { recordFieldsOf, type RecordField } from './record-fields.js';
import type { Role } from '../../lib/role.js';

const spanOf = ({ wide }: RecordField) =>
  wide === true ? '1 / -1' : wide === 'narrow' ? { xs: '1 / -1', sm: 'auto' } : undefined;

interface RecordPanelProps {
  viewer: Role;
  record: ClientRecord;
}

/** 'Informazioni': the other party's record; the professional also keeps notes here. */
export function RecordPanel({ viewer, record }: RecordPanelProps) {
  return (
    <Card component="section" aria-label="Informazioni" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
        <Typography component="h2" variant="h5" sx={{ mb: 2.5 }}>
          Informazioni
        </Typography>
        <AppointmentBox appuntamento={record.appuntamento} />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 3, rowGap: 2, m: 0 }}>
          {recordFieldsOf(record, viewer).map((field) => (
            <Box key={field.label} sx={{ minWidth: 0, gridColumn: spanOf(field) }}>
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', fontWeight: 600, letterSpacing: 0.3 }}
              >
                {field.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value && field.href ? (
                  <Link href={field.href} color="inherit">
                    {field.value}
                  </Link>
                ) : (
                  field.value || '—'
                )}
              </Typography>
            </Box>
          ))}
        </Box>
        {viewer === 'op' && (
          <>
            <Divider sx={{ my: 3 }} />
            <NoteForm clientId={record.id} note={record.note ?? ''} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
