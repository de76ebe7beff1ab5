import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const confirmEmail = (id: string, token: string) => api.post<MessageResponse>('/api/confirm', { id, token });

/** A query, not a mutation: the link works once, so the request must not repeat on re-render. */
export function useConfirmEmail(id: string, token: string) {
  return useQuery({
    queryKey: queryKeys.confirmEmail(id, token),
    queryFn: () => confirmEmail(id, token),
    enabled: id !== '' && token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
