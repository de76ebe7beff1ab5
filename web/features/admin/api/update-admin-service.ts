import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateServiceSchema } from '../../../../common/schedule.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

type ServiceUpdate = z.output<typeof updateServiceSchema>;

export const updateAdminService = (userId: number, input: ServiceUpdate) =>
  api.post<MessageResponse>(`/api/adminupdateservizio?id=${userId}`, input);

export function useUpdateAdminService(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceUpdate) => updateAdminService(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.services(userId) }),
  });
}
