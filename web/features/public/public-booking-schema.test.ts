import { describe, expect, it } from 'vitest';
import { SCHEDULE_MSG } from '../../../common/messages/scheduling.js';
import type { PublicService } from '../../../common/public.js';
import { publicBookingFormSchema } from './public-booking-schema.js';

const services: PublicService[] = [
  { id: 1, nome: 'Chiamata conoscitiva', altro: false, durata: 30 },
  { id: 2, nome: 'Altro', altro: true, durata: 30 },
];
const visitor = { nome: 'Anna', cognome: 'Bianchi', email: 'anna@example.it' };

describe('publicBookingFormSchema', () => {
  it('asks for a note when the chosen service is flagged altro, whatever its name', () => {
    const result = publicBookingFormSchema(services).safeParse({ ...visitor, serviceId: 2, note: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['note'], SCHEDULE_MSG.noteRequired]]);
  });

  it('needs no note for a service not flagged altro', () => {
    expect(publicBookingFormSchema(services).safeParse({ ...visitor, serviceId: 1, note: '' }).success).toBe(true);
  });
});
