import Typography from '@mui/material/Typography';
export { timeRange } from '../../../common/appointments.js';

/** A row of an appointment list, ruled off from the one above. */
export const appointmentRowSx = {
  display: 'grid',
  columnGap: 2,
  rowGap: 0.5,
  py: 1.25,
  borderTop: '1px solid',
  borderColor: 'divider',
} as const;

/** The note written with a booking, kept as typed (line breaks, long words wrapped). */
export function AppointmentNote({ note }: { note: string }) {
  if (!note) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
      Note: {note}
    </Typography>
  );
}
