import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const reopenDay = (giorno: string) => api.post<MessageResponse>('/api/riaprigiornata', { giorno });

/** Makes every closed slot of the day bookable again; the answer says whether anything changed. */
export function useReopenDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all }),
  });
}
