import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CalendarDay } from '../../../common/agenda.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import { AgendaPager } from '../../components/slot-grid/agenda-pager.js';
import { bookingMinutes, bookingStart, freeStarts } from '../../components/slot-grid/slot-fit.js';
import type { SelectedSlot } from '../../components/slot-grid/slot-request.js';
import { StatusAlert } from '../../components/status-alert.js';
import { useStatus } from '../../components/use-status.js';
import { useMoveBooking } from './api/move-booking.js';

/** The week pages the dialog offers, read the way the calendar behind it reads them. */
export type UseWeek = (page: number) => { calendario?: CalendarDay[]; loading: boolean };

interface MoveBookingDialogProps {
  /** A slot of the booking to move. */
  selected: SelectedSlot;
  /** The client names the professional; the professional moves their own bookings. */
  professionalId?: number;
  /** The page the calendar shows now: the dialog opens on it. */
  initialPage: number;
  useWeek: UseWeek;
  onClose: () => void;
  onMoved: (message: string) => void;
}

interface Choice {
  giorno: string;
  ora: string;
  label: string;
}

/**
 * 'Sposta': the free start times of each day of a week where the whole booking fits, as
 * buttons (Tab and Enter or Space choose one), then one call that moves it.
 */
export function MoveBookingDialog({ selected, professionalId, initialPage, useWeek, onClose, onMoved }: MoveBookingDialogProps) {
  const [page, setPage] = useState(initialPage);
  const [choice, setChoice] = useState<Choice | null>(null);
  const week = useWeek(page);
  const move = useMoveBooking();
  const { status, showError, clear } = useStatus();
  const start = bookingStart(selected.slot);
  const minutes = bookingMinutes(selected.slot);

  const submit = () => {
    if (!choice) return;
    clear();
    move.mutate(
      {
        id: professionalId,
        giorno: selected.day.isoDate,
        ora: start.replace(':', ''),
        nuovoGiorno: choice.giorno,
        nuovaOra: choice.ora.replace(':', ''),
      },
      { onSuccess: () => onMoved(SCHEDULE_MSG.bookingMoved), onError: showError },
    );
  };

  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-describedby="move-help">
      <DialogTitle>{SCHEDULE_MSG.moveTitle}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Typography>
            Adesso: {selected.day.data} alle {start}, {minutes} minuti.
          </Typography>
          <Typography id="move-help" variant="body2" color="text.secondary">
            {SCHEDULE_MSG.moveHelp}
          </Typography>
          <StatusAlert status={status} onClose={clear} />
          <Stack direction="row" sx={{ justifyContent: 'center' }}>
            <AgendaPager page={page} loading={week.loading} onPageChange={setPage} />
          </Stack>
          {!week.calendario ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={40} aria-label="Caricamento agenda" />
            </Box>
          ) : (
            week.calendario.map((day) => {
              const own = day.isoDate === selected.day.isoDate ? start : undefined;
              const starts = freeStarts(day, minutes, own);
              return (
                <Box key={day.isoDate} role="group" aria-label={day.data}>
                  <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
                    {day.data}
                  </Typography>
                  {starts.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {SCHEDULE_MSG.moveNoFreeTimes}
                    </Typography>
                  ) : (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                      {starts.map((ora) => {
                        const chosen = choice?.giorno === day.isoDate && choice.ora === ora;
                        return (
                          <Button
                            key={ora}
                            size="small"
                            variant={chosen ? 'contained' : 'outlined'}
                            aria-pressed={chosen}
                            aria-label={`${day.data} alle ${ora}`}
                            onClick={() => setChoice({ giorno: day.isoDate, ora, label: `${day.data} alle ${ora}` })}
                            sx={{ minWidth: 64, minHeight: 36, fontVariantNumeric: 'tabular-nums' }}
                          >
                            {ora}
                          </Button>
                        );
                      })}
                    </Stack>
                  )}
                </Box>
              );
            })
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {choice && (
          <Typography variant="body2" aria-live="polite" sx={{ mr: 'auto' }}>
            Nuovo orario: {choice.label}
          </Typography>
        )}
        <Button onClick={onClose} color="inherit" disabled={move.isPending}>
          Annulla
        </Button>
        <Button variant="contained" disabled={!choice || move.isPending} onClick={submit}>
          {SCHEDULE_MSG.moveAction}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
