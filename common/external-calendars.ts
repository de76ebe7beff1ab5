import { z } from 'zod';
import { EXTERNAL_CAL_MSG } from './messages/external-calendars.js';
import { idField, okResponse, optionalText } from './validation.js';

/** How many of their own calendars a professional may connect. */
export const MAX_EXTERNAL_CALENDARS = 5;

/** Files refused in a row (too complex to read) after which automatic reading stops until the professional acts. */
export const PAUSE_AFTER_REFUSALS = 3;

/** An address a calendar app gives: https://, webcal:// (fetched over https) or http:// (refused unless configured). */
export const calendarUrlField = z
  .string({ error: EXTERNAL_CAL_MSG.invalidUrl })
  .trim()
  .min(1, EXTERNAL_CAL_MSG.invalidUrl)
  .max(2000, EXTERNAL_CAL_MSG.invalidUrl)
  .refine((value) => {
    try {
      const url = new URL(value);
      return ['https:', 'webcal:', 'http:'].includes(url.protocol) && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, EXTERNAL_CAL_MSG.invalidUrl);

/** One connected calendar as /account shows it. */
export const externalCalendarSchema = z.object({
  id: z.number(),
  nome: z.string(),
  /** The address with its secret part hidden: 'https://calendar.google.com/…/basic.ics'. */
  indirizzo: z.string(),
  mostraTitoli: z.boolean(),
  /** ISO instants; null until the first success or attempt. */
  ultimoAggiornamento: z.string().nullable(),
  ultimoTentativo: z.string().nullable(),
  /** Why the last attempt failed, in Italian; null when it succeeded. The last good busy times are kept meanwhile. */
  errore: z.string().nullable(),
  /** Busy stretches known over the agenda's horizon. */
  impegni: z.number(),
  /** Automatic reading stopped after PAUSE_AFTER_REFUSALS refused files: 'Riprova' (aggiorna) starts it again. */
  sospeso: z.boolean(),
});
export type ExternalCalendarInfo = z.output<typeof externalCalendarSchema>;

/** GET /api/calendariesterni: the professional's calendars and how often they are fetched. */
export const externalCalendarsResponseSchema = okResponse({
  calendari: z.array(externalCalendarSchema),
  intervalloMinuti: z.number(),
});
export type ExternalCalendarsResponse = z.output<typeof externalCalendarsResponseSchema>;

/** POST /api/calendariesterni: connects one, fetching it at once (a failure adds nothing). */
export const addExternalCalendarSchema = z.object({
  indirizzo: calendarUrlField,
  nome: optionalText(60),
  mostraTitoli: z.boolean().optional().default(false),
});

/** One calendar, and its answer after a change. */
export const externalCalendarIdSchema = z.object({ id: idField });
export const externalCalendarResponseSchema = okResponse({ message: z.string(), calendario: externalCalendarSchema });

/** POST /api/calendariesterni/titoli */
export const externalCalendarTitlesSchema = z.object({ id: idField, mostraTitoli: z.boolean() });
