import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicBookingInput } from '../../../../common/public.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const createPublicBooking = (input: PublicBookingInput) =>
  api.post<MessageResponse>('/api/createprenotazionemia', { ...input });

/** Success or not, the week is reloaded: a failure is often a slot someone else just took. */
export function useCreatePublicBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublicBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.publicAgenda.all }),
  });
}
