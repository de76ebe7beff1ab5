import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateSlotSchema } from '../../../../common/agenda.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** `state` 1 closes the slot, 2 opens it (and cancels a booking there); `ora` is sent as 'HHMM'. */
export type UpdateSlotData = z.output<typeof updateSlotSchema>;

export const updateSlot = (input: UpdateSlotData) => api.post<MessageResponse>('/api/updateprenotazione', { ...input });

export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlot,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all }),
  });
}
