import { z } from 'zod';
import { AGENDA } from './constants.js';
import { SCHEDULE_MSG } from './messages/scheduling.js';
import { idField, MAX_ID, okResponse, optionalLongText, wholeNumber } from './validation.js';
import { LIMITS } from './constants.js';

/** Slot states (decisions 3). */
export const SLOT = {
  none: 0,
  closed: 1,
  open: 2,
  taken: 3,
  booked: 4,
} as const;
export type SlotState = (typeof SLOT)[keyof typeof SLOT];

/** One half hour; the details only where the viewer may see them (the booking's client, or its professional). */
export const slotSchema = z.object({
  /** 'HH:MM' */
  ora: z.string(),
  stato: z.literal(Object.values(SLOT)),
  nome: z.string().optional(),
  cognome: z.string().optional(),
  servizio: z.string().optional(),
  note: z.string().optional(),
  email: z.string().optional(),
  telefono: z.string().optional(),
});
export type Slot = z.output<typeof slotSchema>;

export const calendarDaySchema = z.object({
  isoDate: z.string(),
  data: z.string(),
  /** One row per hour, two half-hour slots per row. */
  ore: z.array(z.tuple([slotSchema, slotSchema])),
});
export type CalendarDay = z.output<typeof calendarDaySchema>;

/** GET /api/calendario?page: the professional's week. */
export const calendarResponseSchema = okResponse({ calendario: z.array(calendarDaySchema) });
export type CalendarResponse = z.output<typeof calendarResponseSchema>;

/** GET /api/calendariocliente?id&page; `prenotabile` false while the professional cannot be booked (no slot is open then). */
export const clientCalendarResponseSchema = okResponse({ calendario: z.array(calendarDaySchema), prenotabile: z.boolean() });
export type ClientCalendarResponse = z.output<typeof clientCalendarResponseSchema>;

export const agendaPageField = wholeNumber(0, AGENDA.pages - 1, SCHEDULE_MSG.pageOutOfRange);

export const calendarQuerySchema = z.object({ page: agendaPageField.default(0) });
export const clientCalendarQuerySchema = z.object({ id: idField, page: agendaPageField.default(0) });

export const isoDateField = z
  .string({ error: SCHEDULE_MSG.invalidDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULE_MSG.invalidDay)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, SCHEDULE_MSG.invalidDay);

/** 'HHMM' as the spec sends it; 'HH:MM' is accepted too. Normalised to 'HH:MM'. */
export const slotTimeField = z
  .union([z.string(), z.number()], { error: SCHEDULE_MSG.invalidTime })
  .transform((v) => String(v).replace(':', '').padStart(4, '0'))
  .refine((v) => /^([01]\d|2[0-3])(00|30)$/.test(v), SCHEDULE_MSG.invalidTime)
  .transform((v) => `${v.slice(0, 2)}:${v.slice(2)}`);

export const updateSlotSchema = z.object({
  state: wholeNumber(1, 2, SCHEDULE_MSG.slotNotAvailable),
  ora: slotTimeField,
  giorno: isoDateField,
});

export const closeDaySchema = z.object({ giorno: isoDateField });

export const createBookingSchema = z.object({
  id: idField,
  ora: slotTimeField,
  giorno: isoDateField,
  serviceId: wholeNumber(0, MAX_ID).optional(),
  note: optionalLongText(LIMITS.longText),
});

export const deleteBookingSchema = z.object({
  id: idField.optional(),
  ora: slotTimeField,
  giorno: isoDateField,
});

/** '{7*page+1} - {7*page+7} di 84' (spec §2). */
export const pageIndicator = (page: number) =>
  `${AGENDA.daysPerPage * page + 1} - ${AGENDA.daysPerPage * page + AGENDA.daysPerPage} di ${AGENDA.daysPerPage * AGENDA.pages}`;
