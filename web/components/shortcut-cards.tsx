import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';

interface Shortcut {
  to: string;
  title: string;
  text: string;
}

export function ShortcutCards({ items }: { items: Shortcut[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.to} size={{ xs: 12, sm: 6 }}>
          <Card sx={{ height: '100%', transition: 'border-color 150ms', '&:hover': { borderColor: 'primary.main' } }}>
            <CardActionArea component={RouterLink} to={item.to} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3.5 }}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                  <Typography component="h2" variant="h6">
                    {item.title}
                  </Typography>
                  <ArrowForwardIcon color="primary" />
                </Stack>
                <Typography color="text.secondary">{item.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
