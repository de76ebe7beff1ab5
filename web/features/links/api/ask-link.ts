import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const askLink = (id: number) => api.post<{ success: true }>('/api/askop', { id });

export function useAskLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askLink,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.professionalSearch.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProfessionals.all });
    },
  });
}
