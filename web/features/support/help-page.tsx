import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { PageLoader } from '../../components/page-loader.js';
import { useMe } from '../../lib/use-me.js';
import { HelpLinks } from './help-links.js';
import { SupportForm } from './support-form.js';
import { TutorialDialog } from './tutorial-dialog.js';

export function HelpPage() {
  const { data: me } = useMe();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  if (!me) return <PageLoader />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
      <title>Aiuto · Studio</title>
      <Typography component="h1" variant="h4" gutterBottom>
        Come possiamo aiutarti?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        Consulta la guida rapida oppure scrivi al nostro team: rispondiamo entro un giorno lavorativo all&apos;email del tuo
        account.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <MenuBookIcon color="primary" sx={{ fontSize: 40 }} />
                <Typography component="h2" variant="h5">
                  Guida rapida
                </Typography>
                <Typography color="text.secondary">
                  {me.op
                    ? 'Orari, servizi, agenda, clienti, chat, documenti e abbonamento: tutto quello che serve per partire in meno di un’ora.'
                    : 'Come trovare il tuo professionista, prenotare, annullare un appuntamento e scambiare documenti.'}
                </Typography>
                <Button variant="outlined" onClick={() => setTutorialOpen(true)}>
                  Apri la guida
                </Button>
              </Stack>
              <Divider sx={{ my: 3 }} />
              <HelpLinks />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              <Typography component="h2" variant="h5" gutterBottom>
                Scrivi all&apos;assistenza
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Descrivi il problema o la domanda: più dettagli ci dai, più velocemente ti aiutiamo.
              </Typography>
              <SupportForm />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <TutorialDialog open={tutorialOpen} operator={me.op} onClose={() => setTutorialOpen(false)} />
    </Container>
  );
}
