import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SLOT, type SlotState } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { SectionCard } from '../../components/section-card.js';
import { AgendaPager } from '../../components/slot-grid/agenda-pager.js';
import { isClosedForClient, SlotGrid } from '../../components/slot-grid/slot-grid.js';
import { SlotLegend } from '../../components/slot-grid/slot-legend.js';
import { hasNoHours, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { ApiError, errorMessage } from '../../lib/api.js';
import { useClientCalendar } from './api/get-client-calendar.js';
import { BookingDialog } from './booking-dialog.js';
import { OwnBookingDialogs } from './own-booking-dialogs.js';
import { UpcomingVideoCall } from './upcoming-video-call.js';

const legend = [
  { stato: SLOT.open, text: 'Prenotabile' },
  { stato: SLOT.closed, text: 'Non prenotabile' },
  { stato: SLOT.taken, text: 'Non disponibile' },
  { stato: SLOT.booked, text: 'Il tuo appuntamento' },
];

/** Only green slots (to book) and the client's own orange ones (to cancel) react (spec §4). */
const clickable = (stato: SlotState) => stato === SLOT.open || stato === SLOT.booked;

interface ClientBookingCalendarProps {
  professionalId: number;
  /** The link is missing or not accepted (404/403 from the calendar). */
  onRefused: () => void;
  /** Takes the client to the chat, where a late change is arranged with the professional. */
  onWriteToProfessional?: () => void;
}

/** A linked professional's calendar for the client: book a slot, cancel an own booking. */
export function ClientBookingCalendar({ professionalId, onRefused, onWriteToProfessional }: ClientBookingCalendarProps) {
  const [page, setPage] = useState(0);
  const calendar = useClientCalendar(professionalId, page);
  const { status, showError, showSuccess, clear } = useStatus();
  const [selected, setSelected] = useState<SelectedSlot | null>(null);
  const calendario = calendar.data?.calendario ?? [];
  const refused = calendar.error instanceof ApiError && (calendar.error.status === 403 || calendar.error.status === 404);

  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);

  const finish = (message: string) => {
    setSelected(null);
    showSuccess(message);
  };

  return (
    <SectionCard
      title="Prenota un appuntamento"
      description="Scegli un orario verde. Clicca su un tuo appuntamento (arancione) per vederlo, spostarlo o annullarlo."
      action={
        <AgendaPager
          page={page}
          loading={calendar.isFetching}
          showingPrevious={calendar.isPlaceholderData}
          onPageChange={setPage}
        />
      }
      allowSticky
    >
      <StatusAlert status={status} onClose={clear} />
      {calendar.isError && !refused && <StatusAlert status={{ kind: 'error', text: errorMessage(calendar.error) }} />}
      {calendar.data?.prenotabile === false && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {SCHEDULE_MSG.professionalUnavailable}
        </Alert>
      )}
      {calendar.data && hasNoHours(calendario) ? (
        <Alert severity="error" variant="outlined">
          {SCHEDULE_MSG.noHoursClient}
        </Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <UpcomingVideoCall calendario={calendario} />
          <SlotLegend items={legend} />
          {calendar.data && calendar.data.regole.length > 0 && (
            <Box component="section" aria-label="Regole di prenotazione">
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Regole di prenotazione
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {calendar.data.regole.map((line) => (
                  <Typography key={line} component="li" variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
          <SlotGrid
            calendario={calendario}
            isClosed={isClosedForClient}
            loading={calendar.isFetching}
            clickable={clickable}
            onSlotClick={(day, slot) => {
              clear();
              setSelected({ day, slot });
            }}
          />
        </Stack>
      )}
      {selected?.slot.stato === SLOT.open && (
        <BookingDialog professionalId={professionalId} selected={selected} onClose={() => setSelected(null)} onBooked={finish} />
      )}
      {selected?.slot.stato === SLOT.booked && (
        <OwnBookingDialogs
          professionalId={professionalId}
          selected={selected}
          page={page}
          onClose={() => setSelected(null)}
          onDone={showSuccess}
          onError={showError}
          onWriteToProfessional={onWriteToProfessional}
        />
      )}
    </SectionCard>
  );
}
