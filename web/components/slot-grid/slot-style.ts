import { SLOT, type SlotState } from '../../../common/agenda.js';
import { EXTERNAL_CAL_MSG } from '../../../common/messages/external-calendars.js';

interface SlotLook {
  /** What a screen reader hears after the day and time. */
  label: string;
  background: string;
  color: string;
}

const red = 'rgba(229, 83, 83, 0.72)';
const redDark = 'rgba(178, 52, 52, 0.8)';

/**
 * Slot colours of spec §9 and docs/decisions/0003-slot-states.md: 1 red, 2 green, 3 red, 4 orange; 0 has no slot.
 * The two reds differ by pattern too (1 diagonal stripes, 3 cross-hatch) and every state has
 * its own icon and text (slot-icon.tsx, the legend), so colour is never the only cue.
 */
export const SLOT_LOOK: Record<SlotState, SlotLook> = {
  [SLOT.none]: { label: 'non disponibile', background: 'rgba(255, 255, 255, 0.03)', color: 'transparent' },
  [SLOT.closed]: {
    label: 'non prenotabile',
    background: `repeating-linear-gradient(135deg, ${red} 0 6px, ${redDark} 6px 12px)`,
    color: '#ffffff',
  },
  [SLOT.open]: { label: 'prenotabile', background: 'rgba(67, 160, 71, 0.8)', color: '#ffffff' },
  [SLOT.taken]: {
    label: 'occupato',
    background: `repeating-linear-gradient(45deg, ${redDark} 0 3px, ${red} 3px 9px), ${red}`,
    color: '#ffffff',
  },
  [SLOT.booked]: { label: 'prenotato', background: 'rgba(255, 167, 38, 0.9)', color: '#1a1206' },
};

/** A slot busy in the professional's own calendar: seen by them only, striped grey-blue. */
export const BUSY_LOOK: SlotLook = {
  label: EXTERNAL_CAL_MSG.busyLabel,
  background: 'repeating-linear-gradient(135deg, rgba(96, 110, 150, 0.85) 0 6px, rgba(72, 84, 120, 0.85) 6px 12px)',
  color: '#ffffff',
};
/** The smallest height of a slot: a touch target of at least 44 px (WCAG 2.5.5). */
export const SLOT_MIN_HEIGHT = 44;
