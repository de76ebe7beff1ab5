import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { myProfessionalsQueryKey } from './list-my-professionals.js';
import { professionalSearchQueryKey } from './search-professionals.js';

export const removeProfessional = (id: number) => api.post<MessageResponse>('/api/deleteop', { id });

export function useRemoveProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfessional,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: myProfessionalsQueryKey });
      await queryClient.invalidateQueries({ queryKey: professionalSearchQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['agenda'] });
    },
  });
}
