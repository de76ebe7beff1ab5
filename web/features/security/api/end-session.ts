import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const endSession = (id: string) => api.post<MessageResponse>('/api/sessions/end', { id });
export const endOtherSessions = () => api.post<MessageResponse>('/api/sessions/endothers', {});

/** Ends one session (`id`) or, without one, every other session. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | undefined) => (id ? endSession(id) : endOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
