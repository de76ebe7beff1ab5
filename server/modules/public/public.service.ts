import type { z } from 'zod';
import type { publicBookingSchema, publicCalendarResponseSchema } from '../../../common/public.js';
import type { OkFields } from '../../../common/validation.js';
import type { AppContext } from '../../context.js';
import { DAY, HOUR } from '../../../common/time.js';
import { clientAddress, hitRateLimits } from '../../platform/rate-limit.js';
import { adminId } from '../accounts/users.js';
import { createBooking } from '../agenda/bookings.service.js';
import { calendarPage } from '../agenda/week.js';
import { listServices } from '../schedule/schedule.service.js';

/** The administrator's slot grid as a visitor sees it: taken slots are 3, with no names. */
export async function publicCalendar(ctx: AppContext, page: number): Promise<OkFields<typeof publicCalendarResponseSchema>> {
  const id = await adminId(ctx);
  const [calendario, { services }] = await Promise.all([
    calendarPage(ctx, id, page, { kind: 'public' }),
    listServices(ctx, id, { page: 0, q: '', all: true }),
  ]);
  return { calendario, servizi: services.map((s) => ({ id: s.id, nome: s.nome, altro: s.altro })) };
}

/** Limited per IP and per e-mail, so nobody can fill the agenda with fake bookings. */
export async function bookIntroCall(ctx: AppContext, input: z.output<typeof publicBookingSchema>, ip: string) {
  const email = input.email.trim().toLowerCase();
  await hitRateLimits(ctx, [
    { key: `publicbooking:ip:${clientAddress(ip)}`, max: 5, windowMs: HOUR },
    { key: `publicbooking:email:${email}`, max: 3, windowMs: DAY },
  ]);
  await createBooking(ctx, {
    operatorId: await adminId(ctx),
    visitor: { nome: input.nome, cognome: input.cognome, email },
    giorno: input.giorno,
    ora: input.ora,
    serviceId: input.serviceId || undefined,
    note: input.note,
  });
}
