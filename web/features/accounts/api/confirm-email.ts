import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfirmInfo, confirmEmailSchema } from '../../../../common/accounts.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type ConfirmEmailData = z.output<typeof confirmEmailSchema>;

export const getConfirmationInfo = (id: string, token: string) =>
  api.get<ConfirmInfo>(`/api/confirm?${new URLSearchParams({ id, token })}`, { unauthorized: 'ignore' });

/** Whose registration the link confirms (the link stays usable: nothing is confirmed yet). */
export function useConfirmationInfo(id: string, token: string) {
  return useQuery({
    queryKey: queryKeys.confirmEmail(id, token),
    queryFn: () => getConfirmationInfo(id, token),
    enabled: id !== '' && token !== '',
    staleTime: Infinity,
    retry: false,
  });
}

export const confirmEmail = (input: ConfirmEmailData) =>
  api.post<MessageResponse>('/api/confirm', input, { unauthorized: 'ignore' });

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
