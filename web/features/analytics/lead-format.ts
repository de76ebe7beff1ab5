import { TIME_ZONE } from '../../../common/constants.js';
import type { SpecialLead } from '../../../common/public.js';

const dateTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/yy HH:MM' in Italian time. */
export function formatLeadTime(ms: number): string {
  const parts = Object.fromEntries(dateTime.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** '3: agenda aperta -> 12: prenotazione non riuscita (Orario non valido.)', in time order (spec §2). */
export function formatLeadEvents(events: SpecialLead['events']): string {
  return Object.entries(events)
    .map(([offset, item]) => ({ offset: Number(offset), ...item }))
    .sort((a, b) => a.offset - b.offset)
    .map(({ offset, event, error }) => `${Math.round(offset / 1000)}: ${event}${error ? ` (${error})` : ''}`)
    .join(' -> ');
}

export const leadsSummary = (total: number, avgTime: number) => `Tot: ${total} | Tempo medio: ${avgTime.toFixed(2)}s`;
