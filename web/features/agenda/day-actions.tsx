import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import type { CalendarDay } from '../../../common/agenda.js';

interface DayActionsProps {
  day: CalendarDay;
  onCloseDay: (day: CalendarDay) => void;
  onHelp: () => void;
}

/** Under each day of the professional's agenda: 'mark all unavailable' and the tutorial. */
export function DayActions({ day, onCloseDay, onHelp }: DayActionsProps) {
  return (
    <>
      <Tooltip title="Rendi tutta la giornata non disponibile">
        <IconButton size="small" aria-label={`Rendi non disponibile ${day.data}`} onClick={() => onCloseDay(day)}>
          <EventBusyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Come funziona">
        <IconButton size="small" aria-label={`Guida per ${day.data}`} onClick={onHelp}>
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
