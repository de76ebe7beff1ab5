import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { PageLoader } from '../../components/page-loader.js';
import { StatusAlert } from '../../components/status-alert.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { homePathOf, type Role } from '../../lib/role.js';
import { BookClientButton } from '../../features/agenda/book-client-button.js';
import { ClientBookingCalendar } from '../../features/agenda/client-booking-calendar.js';
import { CHAT_INPUT_ID } from '../../features/chat/chat-composer.js';
import { ChatPanel } from '../../features/chat/chat-panel.js';
import { DocumentsPanel } from '../../features/documents/documents-panel.js';
import { useRecord } from '../../features/workspace/api/get-record.js';
import { RecordPanel } from '../../features/workspace/record-panel.js';
import { WorkspaceHeader } from '../../features/workspace/workspace-header.js';
import { otherIdOf } from '../../features/workspace/workspace-viewer.js';

/** /op/customer?id=: the professional's page on one client. */
export function CustomerPage() {
  return <WorkspacePage viewer="op" />;
}

/** /user/op?id=: the client's page on one professional, with the booking calendar. */
export function ProfessionalPage() {
  return <WorkspacePage viewer="client" />;
}

function WorkspacePage({ viewer }: { viewer: Role }) {
  const [params] = useSearchParams();
  const id = otherIdOf(params);
  if (id === null) return <Navigate to={homePathOf(viewer)} replace state={{ notice: SCHEDULE_MSG.linkGone }} />;
  return <Workspace key={id} viewer={viewer} otherId={id} />;
}

const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/** After the dialog that asked has closed and given focus back, the message box takes it. */
const focusChat = () => requestAnimationFrame(() => document.getElementById(CHAT_INPUT_ID)?.focus());

const refusalText = (error: unknown) =>
  error instanceof ApiError && error.status === 403 ? errorMessage(error) : SCHEDULE_MSG.linkGone;

/**
 * One link seen from either side: information and chat side by side on wide screens,
 * documents below; stacked on phones. The client's booking calendar comes first.
 * A missing or not yet accepted link goes back home (spec §2). Each panel fails on its own:
 * what the user typed in the others stays.
 */
function Workspace({ viewer, otherId }: { viewer: Role; otherId: number }) {
  const navigate = useNavigate();
  const record = useRecord(viewer, otherId);
  const backHome = useCallback(() => void navigate(homePathOf(viewer), { replace: true }), [navigate, viewer]);

  // The home page says why: the server's reason for a request not yet accepted, else the link is gone.
  if (isRefused(record.error)) return <Navigate to={homePathOf(viewer)} replace state={{ notice: refusalText(record.error) }} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack sx={{ gap: 3 }}>
        <WorkspaceHeader viewer={viewer} record={record.data} />
        {viewer === 'op' && record.data && (
          <BookClientButton client={{ id: otherId, nome: record.data.nome, cognome: record.data.cognome }} />
        )}
        {record.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(record.error) }} />}
        {record.isPending && <PageLoader />}
        {record.data && (
          <>
            {/* The client most often comes to book: the calendar comes first, before chat and documents. */}
            {viewer === 'client' && (
              <ErrorBoundary variant="section">
                <ClientBookingCalendar professionalId={otherId} onRefused={backHome} onWriteToProfessional={focusChat} />
              </ErrorBoundary>
            )}
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 5 }}>
                <ErrorBoundary variant="section">
                  <RecordPanel viewer={viewer} record={record.data} />
                </ErrorBoundary>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }} sx={{ position: 'relative', minHeight: { md: 620 } }}>
                <Box sx={{ position: { md: 'absolute' }, inset: { md: 0 }, height: { xs: 'min(78vh, 620px)', md: 'auto' } }}>
                  <ErrorBoundary variant="section">
                    <ChatPanel viewer={viewer} otherId={otherId} otherName={`${record.data.nome} ${record.data.cognome}`} />
                  </ErrorBoundary>
                </Box>
              </Grid>
            </Grid>
            <ErrorBoundary variant="section">
              <DocumentsPanel viewer={viewer} otherId={otherId} />
            </ErrorBoundary>
          </>
        )}
      </Stack>
    </Container>
  );
}
