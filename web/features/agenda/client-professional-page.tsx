import { useCallback } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useMyProfessional } from '../links/api/find-my-professional.js';
import { ProfessionalSummary } from '../links/professional-summary.js';
import { ClientBookingCalendar } from './client-booking-calendar.js';

function professionalIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /user/op?id=: the client's view of one professional, made of independent sections
 * (summary, booking calendar). A missing or refused link goes back to /user (spec §2).
 */
export function ClientProfessionalPage() {
  const [params] = useSearchParams();
  const id = professionalIdOf(params);
  if (id === null) return <Navigate to="/user" replace />;
  return <ProfessionalSections key={id} id={id} />;
}

function ProfessionalSections({ id }: { id: number }) {
  const navigate = useNavigate();
  const professional = useMyProfessional(id);
  const backHome = useCallback(() => void navigate('/user', { replace: true }), [navigate]);

  if (professional.data === null || professional.data?.confermato === false) return <Navigate to="/user" replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack sx={{ gap: 3 }}>
        <div>
          <Button component={RouterLink} to="/user" startIcon={<ArrowBackIcon />} color="inherit" sx={{ ml: -1, mb: 1 }}>
            I tuoi professionisti
          </Button>
          <ProfessionalSummary professional={professional.data} />
        </div>
        <ClientBookingCalendar professionalId={id} onRefused={backHome} />
      </Stack>
    </Container>
  );
}
