import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface DeleteBookingData {
  /** The professional. */
  id: number;
  /** 'HHMM' */
  ora: string;
  giorno: string;
}

export const deleteBooking = (input: DeleteBookingData) => api.post<{ success: true }>('/api/deleteprenotazione', { ...input });

/** The client cancels their own booking; the professional gets the cancellation e-mail. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: queryKeys.link.all(input.id) }),
  });
}
