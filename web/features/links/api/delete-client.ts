import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const deleteClient = (id: number) => api.post<MessageResponse>('/api/deletecliente', { id });

/** Removing a client also cancels their future bookings, so the agenda is reloaded too. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all });
    },
  });
}
