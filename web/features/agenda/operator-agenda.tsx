import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SLOT, type CalendarDay } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { InfoDialog } from '../../components/info-dialog.js';
import { SectionCard } from '../../components/section-card.js';
import { AgendaPager } from '../../components/slot-grid/agenda-pager.js';
import { SlotGrid } from '../../components/slot-grid/slot-grid.js';
import { SlotLegend } from '../../components/slot-grid/slot-legend.js';
import { BUSY_LOOK } from '../../components/slot-grid/slot-style.js';
import { hasNoHours, type SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { errorMessage } from '../../lib/api.js';
import { DAY_MSG } from '../../../common/appointments.js';
import { useCloseDay } from './api/close-day.js';
import { useReopenDay } from './api/reopen-day.js';
import { useCalendar } from './api/get-calendar.js';
import { DayActions } from './day-actions.js';
import { OperatorSlotDialogs } from './operator-slot-dialogs.js';

const legend = [
  { stato: SLOT.open, text: 'Prenotabile' },
  { stato: SLOT.closed, text: 'Non prenotabile' },
  { stato: SLOT.booked, text: 'Prenotato (nome e servizio)' },
  { stato: SLOT.closed, text: EXTERNAL_CAL_MSG.busyLabel, background: BUSY_LOOK.background },
];

const clickable = (stato: number) => stato === SLOT.closed || stato === SLOT.open || stato === SLOT.booked;

/** The professional's agenda: 12 weeks, slots opened, closed and booked (spec §2, §4). */
export function OperatorAgenda() {
  const [page, setPage] = useState(0);
  const calendar = useCalendar(page);
  const closeDay = useCloseDay();
  const reopenDay = useReopenDay();
  const [reopening, setReopening] = useState<CalendarDay | null>(null);
  const { status, showError, showSuccess, clear } = useStatus();
  const [selected, setSelected] = useState<SelectedSlot | null>(null);
  const [closing, setClosing] = useState<CalendarDay | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const calendario = calendar.data ?? [];
  const loading = calendar.isFetching;

  const confirmCloseDay = (day: CalendarDay) =>
    closeDay.mutate(day.isoDate, {
      // The server says what happened: closed, or nothing to close (no hours, nothing bookable).
      onSuccess: (res) => showSuccess(res.message),
      onError: showError,
      onSettled: () => setClosing(null),
    });

  const confirmReopenDay = (day: CalendarDay) =>
    reopenDay.mutate(day.isoDate, {
      onSuccess: (res) => showSuccess(res.message),
      onError: showError,
      onSettled: () => setReopening(null),
    });

  return (
    <SectionCard
      title="Agenda"
      allowSticky
      action={<AgendaPager page={page} loading={loading} showingPrevious={calendar.isPlaceholderData} onPageChange={setPage} />}
    >
      <StatusAlert status={status} onClose={clear} />
      {calendar.isError && <StatusAlert status={{ kind: 'error', text: errorMessage(calendar.error) }} />}
      {calendar.data && hasNoHours(calendario) ? (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button component={RouterLink} to="/account#orari" color="inherit" size="small">
              Imposta orari
            </Button>
          }
        >
          {SCHEDULE_MSG.noHoursAgenda}
        </Alert>
      ) : (
        <Stack sx={{ gap: 2 }}>
          <SlotLegend items={legend} />
          <SlotGrid
            calendario={calendario}
            loading={loading}
            clickable={clickable}
            onSlotClick={(day, slot) => {
              clear();
              setSelected({ day, slot });
            }}
            renderDayActions={(day) => (
              <DayActions day={day} onCloseDay={setClosing} onReopenDay={setReopening} onHelp={() => setHelpOpen(true)} />
            )}
          />
        </Stack>
      )}
      {selected && (
        <OperatorSlotDialogs
          selected={selected}
          page={page}
          onClose={() => setSelected(null)}
          onDone={showSuccess}
          onError={showError}
        />
      )}
      {closing && (
        <ConfirmDialog
          open
          title={`Rendere non disponibile ${closing.data}?`}
          pending={closeDay.isPending}
          onConfirm={() => confirmCloseDay(closing)}
          onClose={() => setClosing(null)}
        >
          <Typography color="text.secondary">{SCHEDULE_MSG.closeDayQuestion}</Typography>
        </ConfirmDialog>
      )}
      {reopening && (
        <ConfirmDialog
          open
          title={`Rendere di nuovo prenotabile ${reopening.data}?`}
          pending={reopenDay.isPending}
          onConfirm={() => confirmReopenDay(reopening)}
          onClose={() => setReopening(null)}
        >
          <Typography color="text.secondary">{DAY_MSG.reopenDayQuestion}</Typography>
        </ConfirmDialog>
      )}
      <InfoDialog open={helpOpen} title="Come funziona l’agenda" onClose={() => setHelpOpen(false)}>
        <Typography>{SCHEDULE_MSG.tutorialDay}</Typography>
      </InfoDialog>
    </SectionCard>
  );
}
