import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const deleteAdminService = (userId: number, serviceId: number) =>
  api.post<MessageResponse>(`/api/admindeleteservizio?id=${userId}`, { id: serviceId });

export function useDeleteAdminService(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => deleteAdminService(userId, serviceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.services(userId) }),
  });
}
