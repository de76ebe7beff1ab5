import { SLOT, type SlotState } from '../../../common/agenda.js';

interface SlotLook {
  /** What a screen reader hears after the day and time. */
  label: string;
  background: string;
  color: string;
}

const red: Omit<SlotLook, 'label'> = { background: 'rgba(229, 83, 83, 0.72)', color: '#ffffff' };

/** Slot colours of spec §9 and decisions 3: 1 red, 2 green, 3 red, 4 orange; 0 has no slot. */
export const SLOT_LOOK: Record<SlotState, SlotLook> = {
  [SLOT.none]: { label: 'non disponibile', background: 'rgba(255, 255, 255, 0.03)', color: 'transparent' },
  [SLOT.closed]: { label: 'non prenotabile', ...red },
  [SLOT.open]: { label: 'prenotabile', background: 'rgba(67, 160, 71, 0.8)', color: '#ffffff' },
  [SLOT.taken]: { label: 'occupato', ...red },
  [SLOT.booked]: { label: 'prenotato', background: 'rgba(255, 167, 38, 0.9)', color: '#1a1206' },
};
