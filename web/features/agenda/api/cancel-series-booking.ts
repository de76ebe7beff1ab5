import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelSeriesBookingSchema } from '../../../../common/agenda.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** `ambito` 'solo' or 'successivi'; a client names the professional (`id`); `ora` 'HHMM'. */
export type CancelSeriesBookingData = z.input<typeof cancelSeriesBookingSchema>;

export const cancelSeriesBooking = (input: CancelSeriesBookingData) =>
  api.post<MessageResponse>('/api/deleteprenotazioneserie', { ...input });

export function useCancelSeriesBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesBooking,
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all });
      if (input.id) await queryClient.invalidateQueries({ queryKey: queryKeys.link.all(Number(input.id)) });
    },
  });
}
