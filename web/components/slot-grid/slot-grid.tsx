import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { SLOT, type CalendarDay, type Slot, type SlotState } from '../../../common/agenda.js';
import { SlotButton } from './slot-button.js';
import { SLOT_LOOK } from './slot-style.js';
import { moveBetweenSlots } from './slot-grid-keys.js';

export interface SlotGridProps {
  calendario: CalendarDay[];
  onSlotClick: (day: CalendarDay, slot: Slot) => void;
  clickable: (stato: SlotState) => boolean;
  loading: boolean;
  /** Buttons under a day's header (the professional's 'mark all unavailable' and help). */
  renderDayActions?: (day: CalendarDay) => ReactNode;
  /** Which days show 'Chiuso' instead of their cells (default: no working hours, isClosedDay). */
  isClosed?: (day: CalendarDay) => boolean;
  /** Where sticky headers stop: under the page's top bar (default), or 0 inside a dialog. */
  stickyTop?: { xs: number; sm: number };
}

const COLUMN_MIN_WIDTH = 124;
/** The top bar's height (app/layout/top-bar.tsx): sticky headers sit right under it. */
const TOP_BAR = { xs: 60, sm: 68 };

/** 'Chiuso': the day has no working hours (every cell is 0). */
export const isClosedDay = (day: CalendarDay) => day.ore.every((row) => row.every((s) => s.stato === SLOT.none));

/**
 * 'Chiuso' to a client or visitor: no cell they could ever book that day, because it has no
 * hours or the professional closed it. A cell closed by a booking rule (it has a `motivo`:
 * inside the notice, beyond the horizon) is not the professional closing the day. The
 * professional's own grid keeps the closed cells, one by one, so they can reopen each.
 */
export const isClosedForClient = (day: CalendarDay) =>
  day.ore.every((row) => row.every((s) => s.stato === SLOT.none || (s.stato === SLOT.closed && !s.motivo)));

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

function ClosedDay() {
  return (
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 88,
        flex: 1,
        borderRadius: '8px',
        background: `repeating-linear-gradient(135deg, ${SLOT_LOOK[SLOT.none].background} 0 8px, rgba(255, 255, 255, 0.06) 8px 16px)`,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        Chiuso
      </Typography>
    </Box>
  );
}

function SlotPair({
  day,
  slots,
  loading,
  clickable,
  onSlotClick,
}: { day: CalendarDay; slots: Slot[] } & Omit<SlotGridProps, 'calendario'>) {
  return (
    <Stack direction="row" sx={{ gap: 0.75 }}>
      {slots.map((slot) => (
        <SlotButton
          key={slot.ora}
          dayLabel={day.data}
          slot={slot}
          clickable={clickable(slot.stato)}
          onClick={() => !loading && onSlotClick(day, slot)}
        />
      ))}
    </Stack>
  );
}

function Spinner() {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={40} aria-label="Caricamento agenda" />
    </Box>
  );
}

/**
 * A phone-sized grid (below 600 px): one day at a time, picked with day tabs that stay under
 * the top bar while the day scrolls; the pager above keeps the 12 weeks.
 */
function OneDayGrid(props: SlotGridProps) {
  const { calendario, loading, renderDayActions, clickable, stickyTop = TOP_BAR, isClosed = isClosedDay } = props;
  // Opens on the first day with something to act on (today may be over or closed).
  const [chosen, setChosen] = useState(() =>
    Math.max(
      0,
      calendario.findIndex((d) => d.ore.some((row) => row.some((s) => s.stato !== SLOT.none && clickable(s.stato)))),
    ),
  );
  const index = Math.min(chosen, calendario.length - 1);
  const day = calendario[index];
  const tabLabel = (d: CalendarDay) => {
    const [weekday, date] = d.data.split(' ');
    return `${weekday} ${date.slice(0, 5)}`;
  };
  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      <Box sx={{ position: 'sticky', top: stickyTop.xs, zIndex: 2, bgcolor: 'background.paper', pb: 1 }}>
        <Tabs
          value={index}
          onChange={(_, value: number) => setChosen(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Giorno da mostrare"
        >
          {calendario.map((d, i) => (
            <Tab
              key={d.isoDate}
              value={i}
              label={tabLabel(d)}
              aria-label={d.data}
              sx={{ minWidth: 72, minHeight: 48, px: 1, fontSize: 13, textTransform: 'none' }}
            />
          ))}
        </Tabs>
        {renderDayActions && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 0.5 }}>
            <Typography variant="subtitle2">{day.data}</Typography>
            <Stack direction="row">{renderDayActions(day)}</Stack>
          </Stack>
        )}
      </Box>
      <Stack role="group" aria-label={`Orari di ${day.data}`} sx={{ gap: 0.75, mt: 1, opacity: loading ? 0.45 : 1 }}>
        {isClosed(day) ? <ClosedDay /> : day.ore.map((row) => <SlotPair key={row[0].ora} {...props} day={day} slots={row} />)}
      </Stack>
      {loading && <Spinner />}
    </Box>
  );
}

/** The week: a column per day, a row per hour; the day headers stay under the top bar on wide screens. */
function WeekGrid(props: SlotGridProps) {
  const { calendario, loading, renderDayActions, stickyTop = TOP_BAR, isClosed = isClosedDay } = props;
  const rows = calendario[0]?.ore.length ?? 0;
  return (
    <Box sx={{ position: 'relative' }} aria-busy={loading}>
      {/* Below 1200 px the week may be wider than the card: it scrolls sideways; above, it fits and the headers stick. */}
      <Box sx={{ overflowX: { xs: 'auto', lg: 'visible' }, pb: 1 }}>
        <Box
          component="table"
          onKeyDown={moveBetweenSlots}
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
                <Box
                  component="th"
                  key={day.isoDate}
                  scope="col"
                  sx={{
                    pb: 1,
                    fontWeight: 'inherit',
                    verticalAlign: 'bottom',
                    position: 'sticky',
                    top: stickyTop.sm,
                    zIndex: 1,
                    bgcolor: 'background.paper',
                  }}
                >
                  <DayHeader day={day} actions={renderDayActions?.(day)} />
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={calendario[0].ore[row][0].ora}>
                {calendario.map((day, dayIndex) => {
                  if (!isClosed(day)) {
                    return (
                      <td key={day.isoDate} data-day={dayIndex}>
                        <SlotPair {...props} day={day} slots={day.ore[row]} />
                      </td>
                    );
                  }
                  return row === 0 ? (
                    <Box component="td" key={day.isoDate} data-day={dayIndex} rowSpan={rows} sx={{ position: 'relative', p: 0 }}>
                      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
                        <ClosedDay />
                      </Box>
                    </Box>
                  ) : null;
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {loading && <Spinner />}
    </Box>
  );
}

/**
 * The one slot grid (docs/decisions/0004-the-grid.md), used by the professional's agenda, the client's calendar
 * and the public agenda: the week on wide screens, one day at a time on phones.
 */
export function SlotGrid(props: SlotGridProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (props.calendario.length === 0) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 260 }}>
        {props.loading && <CircularProgress size={40} aria-label="Caricamento agenda" />}
      </Box>
    );
  }
  // A new week opens on its own first useful day.
  return phone ? <OneDayGrid key={props.calendario[0].isoDate} {...props} /> : <WeekGrid {...props} />;
}
