import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface CreateBookingData {
  /** The professional. */
  id: number;
  /** 'HHMM' */
  ora: string;
  giorno: string;
  serviceId: number;
  note: string;
}

export const createBooking = (input: CreateBookingData) => api.post<{ success: true }>('/api/createprenotazione', { ...input });

/** Whatever the outcome the week is reloaded: a failure is often a slot someone else just took. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: queryKeys.link.all(input.id) }),
  });
}
