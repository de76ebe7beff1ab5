import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface UpdateSlotData {
  /** 1 closes the slot, 2 opens it (and cancels a booking there). */
  state: 1 | 2;
  /** 'HHMM' */
  ora: string;
  /** 'YYYY-MM-DD' */
  giorno: string;
}

export const updateSlot = (input: UpdateSlotData) => api.post<{ success: true }>('/api/updateprenotazione', { ...input });

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all }),
  });
}
