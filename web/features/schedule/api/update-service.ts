import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateServiceSchema } from '../../../../common/schedule.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type UpdateServiceData = z.output<typeof updateServiceSchema>;

export const updateService = (input: UpdateServiceData) => api.post<MessageResponse>('/api/updateservizio', input);

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.services.all }),
  });
}
