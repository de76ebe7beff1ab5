import { z } from 'zod';
import { AGENDA } from './constants.js';
import { SCHEDULE_MSG } from './messages/scheduling.js';
import { SERIES_MSG, type SeriesOutcome } from './messages/series.js';
import { idField, MAX_ID, okResponse, optionalLongText, wholeNumber } from './validation.js';
import { LIMITS } from './constants.js';

/** Slot states (docs/decisions/0003-slot-states.md). */
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
  /** On a booked slot (4): the booking's start and end ('HH:MM'); a longer booking fills every slot in between. */
  inizio: z.string().optional(),
  fine: z.string().optional(),
  /** To the professional only: busy in one of their own calendars ('Occupato nel tuo calendario'), not bookable. */
  occupato: z.boolean().optional(),
  /** The busy event's title, when the professional chose to see their calendar's titles. */
  evento: z.string().optional(),
  /** The professional's view of a booked slot: the client's id for /op/customer?id= (null for a visitor). */
  clientId: z.number().int().nullable().optional(),
  /** Why an open slot is shown not bookable to a client or visitor (the professional's booking rules). */
  motivo: z.string().optional(),
  /**
   * The client's own booking that starts inside the professional's change limit: the refusal a
   * cancel or move would meet, so the client is told before trying.
   */
  nonModificabile: z.string().optional(),
  /** An online appointment's meeting link (its professional and its client see it). */
  video: z.string().optional(),
  /** When (ISO instant) the link opens in one click: 10 minutes before the start. */
  videoDa: z.string().optional(),
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
export const clientCalendarResponseSchema = okResponse({
  calendario: z.array(calendarDaySchema),
  prenotabile: z.boolean(),
  /** The professional's booking rules that differ from the defaults, in Italian, one sentence each. */
  regole: z.array(z.string()),
});
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

/**
 * POST /api/spostaprenotazione: moves a booking (named by any of its slots, `giorno` `ora`) to
 * start at `nuovoGiorno` `nuovaOra`. A client names the professional in `id`.
 */
export const moveBookingSchema = z.object({
  id: idField.optional(),
  ora: slotTimeField,
  giorno: isoDateField,
  nuovaOra: slotTimeField,
  nuovoGiorno: isoDateField,
});

/** '{7*page+1} - {7*page+7} di 84' (spec §2). */
export const pageIndicator = (page: number) =>
  `${AGENDA.daysPerPage * page + 1} - ${AGENDA.daysPerPage * page + AGENDA.daysPerPage} di ${AGENDA.daysPerPage * AGENDA.pages}`;

/* The professional books for a client, once or as a series. */

/** POST /api/createprenotazionecliente: the professional books a slot for a linked client. */
export const clientBookingSchema = z.object({
  clientId: idField,
  ora: slotTimeField,
  giorno: isoDateField,
  serviceId: wholeNumber(0, MAX_ID).optional(),
  note: optionalLongText(LIMITS.longText),
});

export const SERIES = { minOccurrences: 2, maxOccurrences: 52 } as const;

/** POST /api/anteprimaserie and /api/createserie: every `frequenza` weeks, `occorrenze` times from `giorno`. */
export const seriesSchema = clientBookingSchema.extend({
  frequenza: z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: SERIES_MSG.frequencyInvalid })
    .transform((v) => Number(v) as 1 | 2),
  occorrenze: wholeNumber(SERIES.minOccurrences, SERIES.maxOccurrences, SERIES_MSG.occurrencesInvalid),
});

export const seriesOutcomeField = z.enum(Object.keys(SERIES_MSG.outcome) as [SeriesOutcome, ...SeriesOutcome[]]);

/** One date of a series and what happens (or happened) to it. */
export const seriesDateSchema = z.object({ giorno: z.string(), ora: z.string(), esito: seriesOutcomeField });
export type SeriesDate = z.output<typeof seriesDateSchema>;

export const seriesPreviewResponseSchema = okResponse({ date: z.array(seriesDateSchema) });
export type SeriesPreviewResponse = z.output<typeof seriesPreviewResponseSchema>;

export const createSeriesResponseSchema = okResponse({ message: z.string(), serie: z.number(), date: z.array(seriesDateSchema) });
export type CreateSeriesResponse = z.output<typeof createSeriesResponseSchema>;

/** GET /api/serieprenotazione?giorno&ora[&id]: the series a booking belongs to, if any (id = the professional, for a client). */
export const seriesOfBookingQuerySchema = z.object({ giorno: isoDateField, ora: slotTimeField, id: idField.optional() });
export const seriesOfBookingResponseSchema = okResponse({
  serie: z
    .object({
      id: z.number(),
      frequenza: z.union([z.literal(1), z.literal(2)]),
      occorrenze: z.number(),
      /** Live appointments of the series from this one on, this one included. */
      successivi: z.number(),
    })
    .nullable(),
});
export type SeriesOfBookingResponse = z.output<typeof seriesOfBookingResponseSchema>;

/** POST /api/deleteprenotazioneserie: 'solo' this occurrence, or this and the 'successivi' (the series ends). */
export const cancelSeriesBookingSchema = deleteBookingSchema.extend({
  ambito: z.enum(['solo', 'successivi'], { error: SERIES_MSG.scopeInvalid }),
});
