import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateServiceResponse, createServiceSchema } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type CreateServiceData = z.output<typeof createServiceSchema>;

export const createService = (input: CreateServiceData) => api.post<CreateServiceResponse>('/api/createservizio', input);

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.services.all }),
  });
}
