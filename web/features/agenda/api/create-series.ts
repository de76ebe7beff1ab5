import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSeriesResponse } from '../../../../common/agenda.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import type { SeriesData } from './preview-series.js';

export const createSeries = (input: SeriesData) => api.post<CreateSeriesResponse>('/api/createserie', { ...input });

/** Books the series' bookable dates; the agenda and the client's record are reloaded whatever the outcome. */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.link.all(Number(input.clientId)) });
    },
  });
}
