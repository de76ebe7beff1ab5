import type { z } from 'zod';
import type { introCallResponseSchema, publicBookingSchema, publicCalendarResponseSchema } from '../../../common/public.js';
import { PUBLIC_MSG } from '../../../common/messages/public.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { adminId } from '../accounts/users.js';
import { whenText } from '../agenda/booking-emails.js';
import { cancelVisitorBooking, createBooking, findVisitorBooking } from '../agenda/bookings.service.js';
import { applyRulesToGrid, visitorRules } from '../agenda/booking-rules.js';
import { INTRO_CALL_LINK } from '../agenda/booking-emails.js';
import { notFound } from '../../platform/errors.js';
import { verifySignedId } from '../../platform/auth/signed-link.js';
import { calendarPage } from '../agenda/week.js';
import { listServices } from '../schedule/schedule.service.js';

/** The administrator's slot grid as a visitor sees it: taken slots are 3, with no names. */
export async function publicCalendar(ctx: AppContext, page: number): Promise<OkFields<typeof publicCalendarResponseSchema>> {
  const id = await adminId(ctx);
  const [grid, { services }, rules] = await Promise.all([
    calendarPage(ctx, id, page, { kind: 'public' }),
    listServices(ctx, id, { page: 0, q: '', all: true }),
    visitorRules(ctx, id),
  ]);
  const calendario = applyRulesToGrid(grid, rules, ctx.clock.now(), 'visitor');
  return { calendario, servizi: services.map((s) => ({ id: s.id, nome: s.nome, altro: s.altro, durata: s.durata })) };
}

/** A visitor's intro call; limited per IP and per e-mail, so nobody can fill the agenda with fake bookings. */
export async function bookIntroCall(ctx: AppContext, input: z.output<typeof publicBookingSchema>, ip: string) {
  const email = input.email.trim().toLowerCase();
  // Its limits (per address and per e-mail) are the visitor's rule 'rateLimit' in the booking pipeline.
  await createBooking(ctx, {
    from: ip,
    operatorId: await adminId(ctx),
    visitor: { nome: input.nome, cognome: input.cognome, email },
    giorno: input.giorno,
    ora: input.ora,
    serviceId: input.serviceId || undefined,
    note: input.note,
    // The landing page promises a videochiamata: the intro call is always online.
    online: true,
  });
}

/** The intro call a signed e-mail link names; a changed id or token is refused as not found. */
async function bookingOfLink(ctx: AppContext, id: number, token: string) {
  const booking = verifySignedId(ctx.config.jwtSecret, INTRO_CALL_LINK, id, token)
    ? await findVisitorBooking(ctx, id)
    : undefined;
  if (!booking) throw notFound(PUBLIC_MSG.introCallLinkInvalid);
  return booking;
}

export async function introCallByLink(
  ctx: AppContext,
  id: number,
  token: string,
): Promise<OkFields<typeof introCallResponseSchema>> {
  const booking = await bookingOfLink(ctx, id, token);
  const stato = booking.cancelledAt ? 'annullato' : booking.startsAt <= ctx.clock.now() ? 'passato' : 'attivo';
  return {
    appuntamento: {
      quando: whenText(booking.giorno, booking.ora),
      servizio: booking.serviceName,
      nome: booking.visitorNome ?? '',
      stato,
    },
  };
}

export async function cancelIntroCallByLink(ctx: AppContext, id: number, token: string) {
  await bookingOfLink(ctx, id, token);
  await cancelVisitorBooking(ctx, id);
}
