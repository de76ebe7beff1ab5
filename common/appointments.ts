import { z } from 'zod';
import { DAY_MSG } from './messages/agenda-view.js';
import { okResponse } from './validation.js';

export { DAY_MSG };

/* The lists of coming appointments: the professional's next 7 days and the client's across professionals. */

/** How a list writes an appointment's time: '09:00' for a half hour, '09:00–10:30' for a longer one. */
export function timeRange(item: { ora: string; fine: string }): string {
  const [h, m] = item.ora.split(':').map(Number);
  const end = h * 60 + m + 30;
  const halfHourEnd = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return item.fine && item.fine !== halfHourEnd ? `${item.ora}–${item.fine}` : item.ora;
}

/** The professional's list covers today and the next 6 days. */
export const UPCOMING_DAYS = 7;
/** The client's list shows at most this many coming appointments. */
export const CLIENT_UPCOMING_LIMIT = 50;

export const operatorAppointmentSchema = z.object({
  giorno: z.string(),
  ora: z.string(),
  /** The end, 'HH:MM' ('24:00' at midnight): a longer booking is one entry from its start to its end. */
  fine: z.string(),
  /** 'lun 23/11/26' */
  data: z.string(),
  nome: z.string(),
  cognome: z.string(),
  servizio: z.string(),
  note: z.string(),
  /** The client's id for /op/customer?id=; null for a visitor's intro call. */
  clientId: z.number().int().nullable(),
  /** Already started (today's earlier appointments stay in the list). */
  passato: z.boolean(),
});
export type OperatorAppointment = z.output<typeof operatorAppointmentSchema>;

/** GET /api/prossimiappuntamenti (professional): live bookings from today to today + 6, in time order. */
export const operatorAppointmentsResponseSchema = okResponse({
  /** Today's Rome date, so the list can say 'Oggi'. */
  oggi: z.string(),
  appuntamenti: z.array(operatorAppointmentSchema),
});
export type OperatorAppointmentsResponse = z.output<typeof operatorAppointmentsResponseSchema>;

export const clientAppointmentSchema = z.object({
  giorno: z.string(),
  ora: z.string(),
  /** The end, 'HH:MM' ('24:00' at midnight): a longer booking is one entry from its start to its end. */
  fine: z.string(),
  data: z.string(),
  servizio: z.string(),
  note: z.string(),
  /** The professional's id for /user/op?id=. */
  opId: z.number().int(),
  opNome: z.string(),
  opCognome: z.string(),
  nomeAzienda: z.string(),
});
export type ClientAppointment = z.output<typeof clientAppointmentSchema>;

/** GET /api/imieiappuntamenti (client): live bookings not started yet, with every professional, in time order. */
export const clientAppointmentsResponseSchema = okResponse({ appuntamenti: z.array(clientAppointmentSchema) });
export type ClientAppointmentsResponse = z.output<typeof clientAppointmentsResponseSchema>;
