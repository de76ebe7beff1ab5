import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** POST /api/spostaprenotazione (moveBookingSchema): a client names the professional in `id`; times as 'HHMM'. */
export interface MoveBookingData {
  id?: number;
  giorno: string;
  ora: string;
  nuovoGiorno: string;
  nuovaOra: string;
}

export const moveBooking = (input: MoveBookingData) => api.post<MessageResponse>('/api/spostaprenotazione', { ...input });

/** Moves a booking to another free start; the other party gets the 'Appuntamento spostato' e-mail. */
export function useMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: input.id ? queryKeys.link.all(input.id) : queryKeys.agenda.all }),
  });
}
