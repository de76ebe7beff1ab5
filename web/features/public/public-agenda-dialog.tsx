import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SLOT, type SlotState } from '../../../common/agenda.js';
import { LEAD_EVENT, PUBLIC_MSG } from '../../../common/messages/public.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { AgendaPager } from '../../components/slot-grid/agenda-pager.js';
import { SlotGrid } from '../../components/slot-grid/slot-grid.js';
import { SlotLegend } from '../../components/slot-grid/slot-legend.js';
import { hasNoHours, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { trackEvent } from './tracking/track-event.js';
import { usePublicCalendar } from './api/get-public-calendar.js';
import { usePublicAgendaLive } from './api/use-public-agenda-live.js';
import { PublicBookingDialog } from './public-booking-dialog.js';
import { NO_VISITOR, type Visitor } from './public-booking-schema.js';

const legend = [
  { stato: SLOT.open, text: 'Disponibile' },
  { stato: SLOT.taken, text: 'Occupato' },
];

/** A visitor can only pick a green slot (spec §4). */
const clickable = (stato: SlotState) => stato === SLOT.open;

type Step = { slot: SelectedSlot; confirmed: boolean } | null;

/** 'Prenota un appuntamento online': the team's agenda, then confirmation and form (spec §2, §4). */
export function PublicAgendaDialog({ onClose }: { onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const calendar = usePublicCalendar(page);
  usePublicAgendaLive();
  const { status, showError, showSuccess, clear } = useStatus();
  const [step, setStep] = useState<Step>(null);
  const [visitor, setVisitor] = useState<Visitor>(NO_VISITOR);
  const calendario = calendar.data?.calendario ?? [];
  const loadError = calendar.isError ? errorMessage(calendar.error) : null;

  useEffect(() => {
    if (loadError) trackEvent(LEAD_EVENT.agendaFailed, loadError);
  }, [loadError]);

  const changePage = (next: number) => {
    clear();
    setPage(next);
    trackEvent(`${LEAD_EVENT.agendaPage} ${next + 1}`);
  };

  const pick = (slot: SelectedSlot) => {
    clear();
    if (slot.slot.stato !== SLOT.open) {
      setStep(null);
      return;
    }
    setStep({ slot, confirmed: false });
    trackEvent(LEAD_EVENT.slotPicked);
  };

  const booked = (message: string, who: Visitor) => {
    setVisitor(who);
    setStep(null);
    showSuccess(message, true);
    trackEvent(LEAD_EVENT.booked);
  };

  const failed = (error: unknown, who: Visitor) => {
    setVisitor(who);
    setStep(null);
    showError(error);
    trackEvent(LEAD_EVENT.bookingFailed, errorMessage(error));
  };

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={fullScreen} aria-describedby="public-agenda-intro">
        <DialogTitle>{PUBLIC_MSG.agendaTitle}</DialogTitle>
        <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
          <Typography id="public-agenda-intro" color="text.secondary" sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
            {PUBLIC_MSG.agendaIntro}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{
              justifyContent: 'space-between',
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: 1,
              mb: 2,
              px: { xs: 1, sm: 0 },
            }}
          >
            <SlotLegend items={legend} />
            <AgendaPager
              page={page}
              loading={calendar.isFetching}
              showingPrevious={calendar.isPlaceholderData}
              onPageChange={changePage}
            />
          </Stack>
          <StatusAlert status={status} onClose={clear} />
          {loadError && <StatusAlert status={{ kind: 'error', text: loadError }} />}
          {calendar.data && hasNoHours(calendario) ? (
            <Alert severity="info" variant="outlined">
              {PUBLIC_MSG.noAgenda}
            </Alert>
          ) : (
            <SlotGrid
              calendario={calendario}
              loading={calendar.isFetching}
              clickable={clickable}
              onSlotClick={(day, slot) => pick({ day, slot })}
              stickyTop={{ xs: 0, sm: 0 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            Chiudi
          </Button>
        </DialogActions>
      </Dialog>
      {step && !step.confirmed && (
        <ConfirmDialog
          open
          title={`Giorno ${step.slot.day.data}, ore ${step.slot.slot.ora}`}
          onConfirm={() => setStep({ ...step, confirmed: true })}
          onClose={() => setStep(null)}
        >
          <Typography>{PUBLIC_MSG.slotQuestion}</Typography>
        </ConfirmDialog>
      )}
      {step?.confirmed && (
        <PublicBookingDialog
          selected={step.slot}
          services={calendar.data?.servizi ?? []}
          visitor={visitor}
          onClose={() => setStep(null)}
          onBooked={booked}
          onFailed={failed}
        />
      )}
    </>
  );
}
