import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateServiceResponse, createServiceSchema } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

type ServiceInput = z.output<typeof createServiceSchema>;

export const createAdminService = (userId: number, input: ServiceInput) =>
  api.post<CreateServiceResponse>(`/api/admincreateservizio?id=${userId}`, input);

export function useCreateAdminService(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) => createAdminService(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.services(userId) }),
  });
}
