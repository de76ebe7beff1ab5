import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Orario } from '../../../../common/schedule.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const updateOrario = (orario: Orario) => api.post<MessageResponse>('/api/updateorario', { orario });

/** New hours change every agenda page, so those are reloaded too. */
export function useUpdateOrario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrario,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orario });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all });
    },
  });
}
