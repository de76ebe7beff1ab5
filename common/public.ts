import { z } from 'zod';
import { LIMITS } from './constants.js';
import { PUBLIC_MSG } from './messages/public.js';
import { agendaPageField, calendarDaySchema, isoDateField, slotTimeField } from './agenda.js';
import { MAX_ID, emailField, okResponse, optionalLongText, requiredText, wholeNumber } from './validation.js';

export const publicCalendarQuerySchema = z.object({ page: agendaPageField.default(0) });

/** A service of the team's agenda; `altro` marks 'Altro (Specificare)', which needs a note; `durata` in minutes. */
export const publicServiceSchema = z.object({ id: z.number(), nome: z.string(), altro: z.boolean(), durata: z.number() });
export type PublicService = z.output<typeof publicServiceSchema>;

/** GET /api/calendariomio?page: the team's week as a visitor sees it, and its services. */
export const publicCalendarResponseSchema = okResponse({
  calendario: z.array(calendarDaySchema),
  servizi: z.array(publicServiceSchema),
});
export type PublicCalendarResponse = z.output<typeof publicCalendarResponseSchema>;

/**
 * POST /api/createprenotazionemia: a visitor books the team's free intro call. The e-mail is
 * one address checked like registration's: the confirmation and the reminder go to it, so
 * a list, a display name or a line break would make this a mail relay.
 */
export const publicBookingSchema = z.object({
  nome: requiredText(),
  cognome: requiredText(),
  email: emailField,
  ora: slotTimeField,
  giorno: isoDateField,
  serviceId: wholeNumber(0, MAX_ID).optional(),
  note: optionalLongText(LIMITS.longText),
});
export type PublicBookingInput = z.input<typeof publicBookingSchema>;

/**
 * GET /api/prenotazionemia?id&token and POST /api/annullaprenotazionemia: the signed link of
 * the visitor's confirmation e-mail, which lets a visitor without an account see and cancel
 * their intro call.
 */
export const introCallLinkSchema = z.object({
  id: wholeNumber(1, MAX_ID, PUBLIC_MSG.introCallLinkInvalid),
  token: z
    .string({ error: PUBLIC_MSG.introCallLinkInvalid })
    .min(1, PUBLIC_MSG.introCallLinkInvalid)
    .max(200, PUBLIC_MSG.introCallLinkInvalid),
});
export type IntroCallLink = z.input<typeof introCallLinkSchema>;

/** `stato`: 'attivo' (can be cancelled), 'annullato' (already cancelled), 'passato' (started or over). */
export const introCallResponseSchema = okResponse({
  appuntamento: z.object({
    /** 'martedì 24/11/26 alle 10:00' */
    quando: z.string(),
    servizio: z.string(),
    nome: z.string(),
    stato: z.enum(['attivo', 'annullato', 'passato']),
  }),
});
export type IntroCallResponse = z.output<typeof introCallResponseSchema>;

/** Analytics: a heartbeat every second on the landing page, or an event. */
export const analyticsSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.uuid(),
    type: z.literal('heartbeat'),
    page: z.string().max(200).default(''),
    timestamp: z.number().int().positive(),
  }),
  z.object({
    id: z.uuid(),
    type: z.literal('event'),
    page: z.string().max(200).optional(),
    timestamp: z.number().int().positive(),
    event: z.string().trim().min(1).max(100),
    error: z.string().max(500).nullish(),
  }),
]);
export type AnalyticsPayload = z.input<typeof analyticsSchema>;

/** The 13 buckets of the leads chart (spec §9), by total seconds on the page. */
export const LEAD_BUCKETS = ['0', '1', '2', '3', '4', '5', '6-9', '10-14', '15-19', '20-29', '30-1m', '1m-2m', '2m+'] as const;
export const LEAD_BUCKET_FLOORS = [0, 1, 2, 3, 4, 5, 6, 10, 15, 20, 30, 60, 120] as const;

export const specialLeadSchema = z.object({
  /** ms */
  timestamp: z.number(),
  /** offset in ms from the first visit -> what happened */
  events: z.record(z.string(), z.object({ event: z.string(), error: z.string().optional() })),
});
export type SpecialLead = z.output<typeof specialLeadSchema>;

/** GET /api/adminleads: `avgTime` in seconds, `bars` the visitors of each of LEAD_BUCKETS. */
export const leadsResponseSchema = okResponse({
  specialLeads: z.array(specialLeadSchema),
  avgTime: z.number(),
  total: z.number(),
  bars: z.array(z.number()),
});
export type LeadsResponse = z.output<typeof leadsResponseSchema>;
