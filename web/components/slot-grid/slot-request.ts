import type { CalendarDay, Slot } from '../../../common/agenda.js';

/** A clicked slot with the day it belongs to. */
export interface SelectedSlot {
  day: CalendarDay;
  slot: Slot;
}

/** The slot as the booking calls send it (spec §7): ora 'HHMM', giorno 'YYYY-MM-DD'. */
export const slotRequest = ({ day, slot }: SelectedSlot) => ({ ora: slot.ora.replace(':', ''), giorno: day.isoDate });

/** 'lun 23/11/26 alle 09:30' */
export const slotWhen = ({ day, slot }: SelectedSlot) => `${day.data} alle ${slot.ora}`;

export const hasNoHours = (calendario: CalendarDay[]) => calendario.every((day) => day.ore.length === 0);
