import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { SLOT, type Slot } from '../../../common/agenda.js';
import { SLOT_LOOK } from './slot-style.js';

interface SlotButtonProps {
  dayLabel: string;
  slot: Slot;
  clickable: boolean;
  onClick: () => void;
}

const size = { height: 34, borderRadius: '8px', flex: 1, minWidth: 0 };

export function SlotButton({ dayLabel, slot, clickable, onClick }: SlotButtonProps) {
  if (slot.stato === SLOT.none) return <Box aria-hidden sx={{ ...size, bgcolor: SLOT_LOOK[SLOT.none].background }} />;
  const look = SLOT_LOOK[slot.stato];
  return (
    <ButtonBase
      aria-label={`${dayLabel} ${slot.ora} ${look.label}`}
      disabled={!clickable}
      onClick={onClick}
      sx={{
        ...size,
        bgcolor: look.background,
        color: look.color,
        fontSize: 13,
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        transition: 'filter 120ms, transform 120ms',
        '&:hover': { filter: 'brightness(1.15)' },
        '&:active': { transform: 'scale(0.97)' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&.Mui-disabled': { cursor: 'default', opacity: 0.9 },
      }}
    >
      {slot.ora}
    </ButtonBase>
  );
}
