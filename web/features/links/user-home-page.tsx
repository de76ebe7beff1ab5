import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../../components/page-loader.js';
import { useMe } from '../../lib/use-me.js';
import { FindProfessionalSection } from './find-professional-section.js';
import { MyProfessionalsSection } from './my-professionals-section.js';

/** /user: the client's professionals and the search for new ones. */
export function UserHomePage() {
  const { data: me } = useMe();
  if (!me) return <PageLoader />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <title>Home · Studio</title>
      <Stack sx={{ gap: 3 }}>
        <div>
          <Typography component="h1" variant="h4">
            Benvenuto, {me.nome}
          </Typography>
          <Typography color="text.secondary">
            Prenota i tuoi appuntamenti e resta in contatto con i tuoi professionisti.
          </Typography>
        </div>
        <MyProfessionalsSection />
        <FindProfessionalSection />
      </Stack>
    </Container>
  );
}
