import { Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_MSG } from '../../../common/messages/public.js';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { PageLoader } from '../../components/page-loader.js';
import { SectionCard } from '../../components/section-card.js';
import { StatusAlert } from '../../components/status-alert.js';
import { errorMessage } from '../../lib/api.js';
import { lazyComponent } from '../../lib/lazy-chunk.js';
import { AdminHeader } from '../../features/admin/admin-header.js';
import { useLeads } from '../../features/analytics/api/get-leads.js';
import { leadsSummary } from '../../features/analytics/lead-format.js';
import { LeadsTable } from '../../features/analytics/leads-table.js';

const LeadsChart = lazyComponent(async () => (await import('../../features/analytics/leads-chart.js')).LeadsChart).Component;

function ChartFallback() {
  return (
    <Box sx={{ height: 400, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={40} aria-label="Caricamento del grafico" />
    </Box>
  );
}

/** /admin/leads: totals, the 13-bucket chart and the leads with their events (spec §2). */
export function LeadsPage() {
  const leads = useLeads();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <title>Leads · Amministrazione · Studio</title>
      <AdminHeader
        title={ADMIN_MSG.leadsTitle}
        subtitle={
          leads.data && (
            <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {leadsSummary(leads.data.total, leads.data.avgTime)}
            </Typography>
          )
        }
      />
      {leads.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(leads.error) }} />}
      {leads.isPending && <PageLoader />}
      {leads.data && (
        <Stack spacing={3}>
          <SectionCard
            title="Tempo sulla pagina"
            description="Quanti visitatori sono rimasti sulla home per ciascun intervallo di tempo."
          >
            <ErrorBoundary variant="section">
              <Suspense fallback={<ChartFallback />}>
                <LeadsChart bars={leads.data.bars} />
              </Suspense>
            </ErrorBoundary>
          </SectionCard>
          <SectionCard title="Visitatori che hanno interagito">
            <LeadsTable leads={leads.data.specialLeads} />
          </SectionCard>
        </Stack>
      )}
    </Container>
  );
}
