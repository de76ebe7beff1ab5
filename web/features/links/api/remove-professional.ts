import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const removeProfessional = (id: number) => api.post<{ success: true }>('/api/deleteop', { id });

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
