import { z } from 'zod';
import { LIMITS, SERVICE_DURATIONS } from './constants.js';
import { SCHEDULE_MSG } from './messages/scheduling.js';
import { idField, okResponse, optionalLongText, pageField, requiredText, searchField } from './validation.js';

/** The keys of the weekly schedule, Monday to Sunday (spec §3). */
export const WEEK_KEYS = ['l', 'ma', 'me', 'g', 'v', 's', 'd'] as const;
export type WeekKey = (typeof WEEK_KEYS)[number];
export const WEEK_LABELS: Record<WeekKey, string> = {
  l: 'Lunedì',
  ma: 'Martedì',
  me: 'Mercoledì',
  g: 'Giovedì',
  v: 'Venerdì',
  s: 'Sabato',
  d: 'Domenica',
};

/** '00:00' … '23:30': the choices of the hours editor (plus '-', which means none). */
export const HALF_HOURS: string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const halfHour = z.string().refine((v) => HALF_HOURS.includes(v), SCHEDULE_MSG.hoursInvalidTime);

/**
 * One day: [] closed, or [first, last, ...breaks] where first and last are bookable starts
 * and the breaks are half-hours in between that are not bookable (docs/decisions/0005-working-hours.md).
 */
export const dayHoursSchema = z
  .array(halfHour)
  .max(48, SCHEDULE_MSG.hoursInvalidTime)
  .superRefine((day, ctx) => {
    if (day.length === 0) return;
    if (day.length === 1) return void ctx.addIssue({ code: 'custom', message: SCHEDULE_MSG.hoursIncomplete });
    const [first, last, ...breaks] = day.map(minutesOf);
    if (last < first) ctx.addIssue({ code: 'custom', message: SCHEDULE_MSG.hoursLastBeforeFirst });
    if (breaks.some((b) => b < first || b > last)) ctx.addIssue({ code: 'custom', message: SCHEDULE_MSG.hoursBreakOutside });
  })
  .transform((day) => (day.length <= 2 ? day : [day[0], day[1], ...[...new Set(day.slice(2))].sort()]));

export const orarioSchema = z.object({
  l: dayHoursSchema,
  ma: dayHoursSchema,
  me: dayHoursSchema,
  g: dayHoursSchema,
  v: dayHoursSchema,
  s: dayHoursSchema,
  d: dayHoursSchema,
});
export type Orario = z.output<typeof orarioSchema>;

export const EMPTY_ORARIO: Orario = { l: [], ma: [], me: [], g: [], v: [], s: [], d: [] };

export const updateOrarioSchema = z.object({ orario: orarioSchema });

/** The hours as stored: already checked, so a response describes them without orarioSchema's rules. */
const savedDaySchema = z.array(z.string());
/** GET /api/orario and GET /api/adminorario?id. */
export const orarioResponseSchema = okResponse({
  orario: z.object({
    l: savedDaySchema,
    ma: savedDaySchema,
    me: savedDaySchema,
    g: savedDaySchema,
    v: savedDaySchema,
    s: savedDaySchema,
    d: savedDaySchema,
  }),
});
export type OrarioResponse = z.output<typeof orarioResponseSchema>;

/** The bookable starts of one day, in minutes from midnight. */
export function bookableMinutes(day: string[]): number[] {
  if (day.length < 2) return [];
  const [first, last, ...breaks] = day.map(minutesOf);
  const out: number[] = [];
  for (let m = first; m <= last; m += 30) if (!breaks.includes(m)) out.push(m);
  return out;
}

export const serviceSchema = z.object({
  id: z.number(),
  nome: z.string(),
  testo_email: z.string(),
  testoEmail: z.string(),
  /** The built-in 'Altro (Specificare)': not editable, needs a note when booked. */
  altro: z.boolean(),
  /** Minutes (30, 60, 90 or 120): a booking of it takes that many half-hour slots. */
  durata: z.number(),
  /** Held by video call: a booking gets a meeting link. False: in studio, at the professional's address. */
  online: z.boolean(),
});
export type Service = z.output<typeof serviceSchema>;

/** GET /api/servizi?id&page&q&all and GET /api/adminservizi: 5 per page, or all with all=true. */
export const servicesResponseSchema = okResponse({ services: z.array(serviceSchema), total: z.number() });
export type ServicesResponse = z.output<typeof servicesResponseSchema>;

export const servicesQuerySchema = z.object({
  id: idField.optional(),
  page: pageField,
  q: searchField,
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** A service's duration in minutes; absent on create means 30, absent on update keeps it. */
export const serviceDurationField = z.coerce
  .number({ error: SCHEDULE_MSG.serviceDurationInvalid })
  .refine((v) => (SERVICE_DURATIONS as readonly number[]).includes(v), SCHEDULE_MSG.serviceDurationInvalid);

export const createServiceSchema = z.object({
  nome: requiredText(100),
  testoEmail: optionalLongText(LIMITS.longText),
  durata: serviceDurationField.optional(),
  /** Held by video call; left out: in studio on creation, unchanged on an edit. */
  online: z.boolean({ error: SCHEDULE_MSG.onlineInvalid }).optional(),
});

/** POST /api/createservizio and /api/admincreateservizio?id: the new service. */
export const createServiceResponseSchema = okResponse({ message: z.string(), service: serviceSchema });
export type CreateServiceResponse = z.output<typeof createServiceResponseSchema>;

export const updateServiceSchema = createServiceSchema.extend({ id: idField });
export const deleteServiceSchema = z.object({ id: idField });

export const idBodySchema = z.object({ id: idField });
