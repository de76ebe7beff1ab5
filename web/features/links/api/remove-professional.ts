import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const removeProfessional = (id: number) => api.post<MessageResponse>('/api/deleteop', { id });

export function useRemoveProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfessional,
    onSuccess: async (_data, id) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProfessionals.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.professionalSearch.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.link.all(id) });
    },
  });
}
