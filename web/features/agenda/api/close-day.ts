import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const closeDay = (giorno: string) => api.post<MessageResponse>('/api/updategiornata', { giorno });

/** Marks every bookable slot of the day unavailable; bookings stay. */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all }),
  });
}
