import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createBookingSchema } from '../../../../common/agenda.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** `id` is the professional; `ora` is sent as 'HHMM'. */
export type CreateBookingData = z.output<typeof createBookingSchema>;

export const createBooking = (input: CreateBookingData) => api.post<MessageResponse>('/api/createprenotazione', { ...input });

/** Whatever the outcome the week is reloaded: a failure is often a slot someone else just took. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments });
      return queryClient.invalidateQueries({ queryKey: queryKeys.link.all(input.id) });
    },
  });
}
