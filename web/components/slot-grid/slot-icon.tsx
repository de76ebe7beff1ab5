import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import CloseIcon from '@mui/icons-material/Close';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { SLOT, type SlotState } from '../../../common/agenda.js';

const ICONS = {
  [SLOT.closed]: BlockIcon,
  [SLOT.open]: AddIcon,
  [SLOT.taken]: CloseIcon,
  [SLOT.booked]: PersonIcon,
} as const;

/** The icon of a slot state (none has none): + bookable, ⊘ closed, × taken, person booked. */
export function SlotIcon({ stato, ...props }: { stato: SlotState } & SvgIconProps) {
  if (stato === SLOT.none) return null;
  const Icon = ICONS[stato];
  return <Icon aria-hidden {...props} />;
}
