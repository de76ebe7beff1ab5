import { z } from 'zod';
import { AGENDA } from './constants.js';
import { RULES_MSG } from './messages/agenda-view.js';
import { okResponse, wholeNumber } from './validation.js';

export { RULES_MSG };

/*
 * The rules a professional sets for what clients (and, on the team's public agenda, visitors)
 * may book and change online. The defaults keep the product's original behaviour: no notice,
 * changes until the start, the whole 84-day agenda.
 */

/** The agenda's whole range in days (12 pages of 7). */
export const AGENDA_DAYS = AGENDA.daysPerPage * AGENDA.pages;

export const RULE_LIMITS = {
  /** A week of notice at most. */
  maxNoticeMinutes: 7 * 24 * 60,
  maxChangeMinutes: 7 * 24 * 60,
  minHorizonDays: 1,
} as const;

export const DEFAULT_BOOKING_RULES = { preavvisoMinuti: 0, modificheFinoMinuti: 0, orizzonteGiorni: AGENDA_DAYS } as const;

/** The choices the /account form offers (the API accepts any value within the limits). */
export const NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880] as const;
export const CHANGE_CHOICES = [0, 120, 720, 1440, 2880] as const;
export const HORIZON_CHOICES = [7, 14, 28, 56, AGENDA_DAYS] as const;

/** '30 minuti', '1 ora', '24 ore', '2 giorni'. */
export function durationText(minutes: number): string {
  if (minutes % (24 * 60) === 0 && minutes >= 48 * 60) return `${minutes / (24 * 60)} giorni`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 ora' : `${minutes / 60} ore`;
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

export const daysText = (days: number) => (days === 1 ? '1 giorno' : `${days} giorni`);

/** The Italian refusals the server sends (403: the rule forbids it to this user; the professional may still do it). */
export const ruleRefusal = {
  notice: (minutes: number) =>
    `Questo professionista accetta prenotazioni online con almeno ${durationText(minutes)} di preavviso. Scegli un orario successivo.`,
  horizon: (days: number) =>
    `Questo professionista accetta prenotazioni online al massimo ${daysText(days)} in anticipo. Scegli una data più vicina.`,
  change: (minutes: number) =>
    `Non è più possibile annullare o spostare online questo appuntamento: si può fare fino a ${durationText(minutes)} prima dell’inizio. Scrivi al professionista per accordarvi.`,
  visitorNotice: (minutes: number) =>
    `Le chiamate conoscitive si prenotano con almeno ${durationText(minutes)} di preavviso. Scegli un orario successivo.`,
};

/**
 * What a client is told in advance, beside the professional's calendar, of the rules that
 * differ from the defaults: one sentence a rule, none at all for the defaults.
 */
export function rulesForClients(rules: BookingRules): string[] {
  const lines: string[] = [];
  if (rules.preavvisoMinuti > 0) {
    lines.push(`Si prenota online con almeno ${durationText(rules.preavvisoMinuti)} di preavviso.`);
  }
  if (rules.orizzonteGiorni < AGENDA_DAYS) {
    lines.push(`Si prenota online al massimo ${daysText(rules.orizzonteGiorni)} in anticipo.`);
  }
  if (rules.modificheFinoMinuti > 0) {
    lines.push(
      `Puoi annullare o spostare online un appuntamento fino a ${durationText(rules.modificheFinoMinuti)} prima dell’inizio; più tardi, scrivi al professionista.`,
    );
  }
  return lines;
}

/** Why a slot the hours offer is shown as not bookable (the slot's `motivo`). */
export const ruleReason = {
  notice: (minutes: number) => `Preavviso minimo ${durationText(minutes)}`,
  horizon: (days: number) => `Prenotabile al massimo ${daysText(days)} in anticipo`,
};

export const bookingRulesSchema = z.object({
  /** Minimum minutes between booking and the appointment's start (client and visitor bookings). */
  preavvisoMinuti: wholeNumber(0, RULE_LIMITS.maxNoticeMinutes, RULES_MSG.invalidNotice),
  /** A client may cancel (or move) until this many minutes before the start; 0: until the start. */
  modificheFinoMinuti: wholeNumber(0, RULE_LIMITS.maxChangeMinutes, RULES_MSG.invalidChange),
  /** Clients may book days from today to today + orizzonteGiorni - 1. */
  orizzonteGiorni: wholeNumber(RULE_LIMITS.minHorizonDays, AGENDA_DAYS, RULES_MSG.invalidHorizon),
});
export type BookingRules = z.output<typeof bookingRulesSchema>;

const rulesOut = z.object({
  preavvisoMinuti: z.number().int(),
  modificheFinoMinuti: z.number().int(),
  orizzonteGiorni: z.number().int(),
});

/** GET /api/regoleprenotazione (professional); `salvate`: saved at least once (else `regole` are the defaults). */
export const bookingRulesResponseSchema = okResponse({ regole: rulesOut, salvate: z.boolean() });
export type BookingRulesResponse = z.output<typeof bookingRulesResponseSchema>;

/** POST /api/updateregoleprenotazione (professional): the three rules; answers the saved rules and a message. */
export const updateBookingRulesResponseSchema = okResponse({ regole: rulesOut, message: z.string() });
export type UpdateBookingRulesResponse = z.output<typeof updateBookingRulesResponseSchema>;
