import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { clientBookingSchema } from '../../../../common/agenda.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** `ora` is sent as 'HHMM'. */
export type BookForClientData = z.input<typeof clientBookingSchema>;

export const bookForClient = (input: BookForClientData) =>
  api.post<MessageResponse>('/api/createprenotazionecliente', { ...input });

/** The professional books a linked client; the agenda and the client's record are reloaded whatever the outcome. */
export function useBookForClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookForClient,
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.link.all(Number(input.clientId)) });
    },
  });
}
