import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const days = ['Lun', 'Mar', 'Mer', 'Gio', 'Ven'];
const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
const pattern = ['gggbrg', 'bgggrg', 'ggbggr', 'rrgbgg', 'gbgggb'];
const colors: Record<string, string> = {
  g: 'rgba(76, 175, 80, 0.75)',
  r: 'rgba(229, 83, 83, 0.7)',
  b: 'rgba(255, 167, 38, 0.85)',
};

/** A decorative glimpse of the agenda grid (green bookable, red closed, orange booked). */
export function AgendaPreview() {
  return (
    <Card aria-hidden sx={{ p: 2.5, boxShadow: '0 30px 80px rgba(0,0,0,0.45)', transform: 'rotate(-1.5deg)' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>La tua settimana</Typography>
        <Typography variant="body2" color="primary">
          3 nuove prenotazioni
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: '44px repeat(5, 1fr)', gap: 0.75, alignItems: 'center' }}>
        <span />
        {days.map((day) => (
          <Typography key={day} variant="caption" color="text.secondary" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {day}
          </Typography>
        ))}
        {times.map((time, row) => (
          <Box key={time} sx={{ display: 'contents' }}>
            <Typography variant="caption" color="text.secondary">
              {time}
            </Typography>
            {days.map((day, column) => (
              <Box key={day} sx={{ height: 22, borderRadius: 1, bgcolor: colors[pattern[column][row]] }} />
            ))}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
