import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const confirmClient = (id: number) => api.post<MessageResponse>('/api/confirmcliente', { id });

/** Accepting reloads the list at the same page and search (spec §4). */
export function useConfirmClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
  });
}
