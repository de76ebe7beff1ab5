import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorEnableResponseSchema, twoFactorEnableSchema } from '../../../../common/security.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type EnableTwoFactorData = z.output<typeof twoFactorEnableSchema>;
type EnableTwoFactorResponse = z.output<typeof twoFactorEnableResponseSchema>;

export const enableTwoFactor = (input: EnableTwoFactorData) => api.post<EnableTwoFactorResponse>('/api/2fa/enable', input);

/** Turns two-factor login on; `me` follows (it says whether it is on, and whether it was required). */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
