import { z } from 'zod';
import { LIMITS } from '../../../common/constants.js';
import { MSG } from '../../../common/messages/it.js';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { PublicService } from '../../../common/public.js';
import { requiredText } from '../../../common/validation.js';

/** 'Altro (Specificare)', by the flag the server sends with each service (as the client's booking form does). */
export const isOtherService = (services: PublicService[], id: number) =>
  services.find((service) => service.id === id)?.altro === true;

/** Service, note (required for 'Altro (Specificare)') and who books; no e-mail format check (spec §5). */
export const publicBookingFormSchema = (services: PublicService[]) =>
  z
    .object({
      serviceId: z.number(),
      note: z.string().trim().max(LIMITS.longText, MSG.tooLong),
      nome: requiredText(),
      cognome: requiredText(),
      email: requiredText(254),
    })
    .superRefine((value, ctx) => {
      if (isOtherService(services, value.serviceId) && !value.note) {
        ctx.addIssue({ code: 'custom', path: ['note'], message: SCHEDULE_MSG.noteRequired });
      }
    });

export type PublicBookingForm = z.infer<ReturnType<typeof publicBookingFormSchema>>;

export interface Visitor {
  nome: string;
  cognome: string;
  email: string;
  /** Kept after a failed attempt only, so the description is not typed again. */
  note?: string;
  serviceId?: number;
}

export const NO_VISITOR: Visitor = { nome: '', cognome: '', email: '' };
