import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteBookingSchema } from '../../../../common/agenda.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The client always names the professional (`id`); `ora` is sent as 'HHMM'. */
export type DeleteBookingData = Required<z.output<typeof deleteBookingSchema>>;

export const deleteBooking = (input: DeleteBookingData) => api.post<MessageResponse>('/api/deleteprenotazione', { ...input });

/** The client cancels their own booking; the professional gets the cancellation e-mail. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.myAppointments });
      return queryClient.invalidateQueries({ queryKey: queryKeys.link.all(input.id) });
    },
  });
}
