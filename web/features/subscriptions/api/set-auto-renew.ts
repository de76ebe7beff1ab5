import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { meQueryKey } from '../../../lib/use-me.js';

export const setAutoRenew = (enable: boolean) => api.post<MessageResponse>('/api/autorinnovo', { enable });

export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutoRenew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
