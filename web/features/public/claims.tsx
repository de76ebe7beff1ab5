import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CLAIMS } from './pitch.js';
import { PitchIcon } from './pitch-icon.js';

/** E-mails and reminders, setup time, storage: the promises under the benefits (spec §1). */
export function Claims() {
  return (
    <Grid container spacing={{ xs: 3, md: 5 }}>
      {CLAIMS.map(({ key, title, text }) => (
        <Grid key={key} size={{ xs: 12, md: 4 }} sx={{ display: 'flex', gap: 2 }}>
          <Box
            sx={{
              flexShrink: 0,
              width: 48,
              height: 48,
              borderRadius: '14px',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(212, 175, 55, 0.1)',
              border: '1px solid rgba(212, 175, 55, 0.25)',
            }}
          >
            <PitchIcon name={key} />
          </Box>
          <div>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </div>
        </Grid>
      ))}
    </Grid>
  );
}
