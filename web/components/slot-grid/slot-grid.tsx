import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarDay, Slot, SlotState } from '../../../common/agenda.js';
import { SlotButton } from './slot-button.js';

export interface SlotGridProps {
  calendario: CalendarDay[];
  onSlotClick: (day: CalendarDay, slot: Slot) => void;
  clickable: (stato: SlotState) => boolean;
  loading: boolean;
  /** Buttons under a day's header (the professional's 'mark all unavailable' and help). */
  renderDayActions?: (day: CalendarDay) => ReactNode;
}

const COLUMN_MIN_WIDTH = 124;

function DayHeader({ day, actions }: { day: CalendarDay; actions?: ReactNode }) {
  const [weekday, date] = day.data.split(' ');
  return (
    <Stack sx={{ alignItems: 'center', gap: 0.25 }}>
      <Typography variant="caption" color="primary" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.08em' }}>
        {weekday}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {date}
      </Typography>
      {actions && <Stack direction="row">{actions}</Stack>}
    </Stack>
  );
}

/**
 * The one slot grid (decisions 4): a column per day, a row per hour, two half-hour slots per
 * cell. Used by the professional's agenda, the client's calendar and the public agenda.
 */
export function SlotGrid({ calendario, onSlotClick, clickable, loading, renderDayActions }: SlotGridProps) {
  const rows = calendario[0]?.ore.length ?? 0;

  if (calendario.length === 0) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 260 }}>
        {loading && <CircularProgress size={40} aria-label="Caricamento agenda" />}
      </Box>
    );
  }

  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      <Box sx={{ overflowX: 'auto', pb: 1 }}>
        <Box
          component="table"
          sx={{
            width: '100%',
            minWidth: calendario.length * COLUMN_MIN_WIDTH,
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: '6px 6px',
            opacity: loading ? 0.45 : 1,
            transition: 'opacity 150ms',
          }}
        >
          <thead>
            <tr>
              {calendario.map((day) => (
                <Box component="th" key={day.isoDate} scope="col" sx={{ pb: 1, fontWeight: 'inherit', verticalAlign: 'bottom' }}>
                  <DayHeader day={day} actions={renderDayActions?.(day)} />
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={calendario[0].ore[row][0].ora}>
                {calendario.map((day) => (
                  <td key={day.isoDate}>
                    <Stack direction="row" sx={{ gap: 0.75 }}>
                      {day.ore[row].map((slot) => (
                        <SlotButton
                          key={slot.ora}
                          dayLabel={day.data}
                          slot={slot}
                          clickable={clickable(slot.stato)}
                          onClick={() => !loading && onSlotClick(day, slot)}
                        />
                      ))}
                    </Stack>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {loading && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={40} aria-label="Caricamento agenda" />
        </Box>
      )}
    </Box>
  );
}
