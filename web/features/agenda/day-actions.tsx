import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { SLOT, type CalendarDay } from '../../../common/agenda.js';

interface DayActionsProps {
  day: CalendarDay;
  onCloseDay: (day: CalendarDay) => void;
  onReopenDay: (day: CalendarDay) => void;
  onHelp: () => void;
}

const hasState = (day: CalendarDay, stato: number) => day.ore.some((row) => row.some((s) => s.stato === stato));

const touch = { width: { xs: 44, sm: 36 }, height: { xs: 44, sm: 36 } };

/**
 * Under each day of the professional's agenda: 'mark all unavailable' while something is
 * bookable, 'make bookable again' while something is closed, and the tutorial.
 */
export function DayActions({ day, onCloseDay, onReopenDay, onHelp }: DayActionsProps) {
  return (
    <>
      {hasState(day, SLOT.open) && (
        <Tooltip title="Rendi tutta la giornata non disponibile">
          <IconButton sx={touch} aria-label={`Rendi non disponibile ${day.data}`} onClick={() => onCloseDay(day)}>
            <EventBusyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {hasState(day, SLOT.closed) && (
        <Tooltip title="Rendi di nuovo prenotabile tutta la giornata">
          <IconButton sx={touch} aria-label={`Rendi di nuovo prenotabile ${day.data}`} onClick={() => onReopenDay(day)}>
            <EventAvailableIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Come funziona">
        <IconButton sx={touch} aria-label={`Guida per ${day.data}`} onClick={onHelp}>
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
