import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AutoModeIcon from '@mui/icons-material/AutoMode';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import TuneIcon from '@mui/icons-material/Tune';

const benefits = [
  {
    icon: TouchAppIcon,
    title: 'Moderno e semplice',
    text: 'Agenda, clienti, chat e documenti in una sola pagina, dal computer o dallo smartphone. Niente da installare.',
  },
  {
    icon: AutoModeIcon,
    title: 'Completamente automatizzato',
    text: 'Conferme, promemoria e cancellazioni partono da sole via email: tu pensi al lavoro, Studio agli avvisi.',
  },
  {
    icon: TuneIcon,
    title: 'Flessibile e personalizzabile',
    text: 'Orari, pause, servizi e testi delle email come li vuoi tu. Chiudi una giornata con un clic quando serve.',
  },
];

export function Benefits() {
  return (
    <Grid container spacing={3}>
      {benefits.map(({ icon: Icon, title, text }) => (
        <Grid key={title} size={{ xs: 12, md: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3.5 }}>
              <Icon color="primary" sx={{ fontSize: 36, mb: 2 }} />
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
