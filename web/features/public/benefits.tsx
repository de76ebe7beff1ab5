import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BENEFITS } from './pitch.js';
import { PitchIcon } from './pitch-icon.js';

export function Benefits() {
  return (
    <Grid container spacing={3}>
      {BENEFITS.map(({ key, title, text }) => (
        <Grid key={key} size={{ xs: 12, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3.5 }}>
              <PitchIcon name={key} sx={{ fontSize: 36, mb: 2 }} />
              <Typography component="h3" variant="h6" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
