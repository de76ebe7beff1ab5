import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Orario } from '../../../../common/schedule.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const updateAdminOrario = (userId: number, orario: Orario) =>
  api.post<MessageResponse>('/api/adminupdateorario', { id: userId, orario });

export function useUpdateAdminOrario(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orario: Orario) => updateAdminOrario(userId, orario),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.orario(userId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all });
    },
  });
}
