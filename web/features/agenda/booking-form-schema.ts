import { z } from 'zod';
import { LIMITS } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { Service } from '../../../common/schedule.js';

/** Service and note; the note is required for 'Altro (Specificare)' (spec §5, docs/decisions/0016-altro-specificare.md). */
export const bookingFormSchema = (services: Service[]) =>
  z
    .object({
      serviceId: z.number(),
      note: z.string().trim().max(LIMITS.longText, MSG.tooLong),
    })
    .superRefine((value, ctx) => {
      const service = services.find((s) => s.id === value.serviceId);
      if (service?.altro && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: SCHEDULE_MSG.noteRequired });
    });

export type BookingForm = z.infer<ReturnType<typeof bookingFormSchema>>;
