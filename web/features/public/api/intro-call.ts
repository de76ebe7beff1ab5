import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IntroCallLink, IntroCallResponse } from '../../../../common/public.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getIntroCall = (id: string, token: string) =>
  api.get<IntroCallResponse>(`/api/prenotazionemia?${new URLSearchParams({ id, token })}`, { unauthorized: 'ignore' });

/** The visitor's intro call the e-mailed link names. */
export function useIntroCall(id: string, token: string) {
  return useQuery({
    queryKey: queryKeys.introCall(id, token),
    queryFn: () => getIntroCall(id, token),
    enabled: id !== '' && token !== '',
    retry: false,
  });
}

export const cancelIntroCall = (input: IntroCallLink) =>
  api.post<MessageResponse>('/api/annullaprenotazionemia', input, { unauthorized: 'ignore' });

/** Success or not, the call and the team's agenda are read again. */
export function useCancelIntroCall(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelIntroCall({ id, token }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.introCall(id, token) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.publicAgenda.all });
    },
  });
}
