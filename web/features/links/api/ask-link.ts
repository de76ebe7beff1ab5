import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const askLink = (id: number) => api.post<MessageResponse>('/api/askop', { id });

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
