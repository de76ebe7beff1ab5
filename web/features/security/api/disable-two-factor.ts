import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { twoFactorDisableSchema } from '../../../../common/security.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type DisableTwoFactorData = z.output<typeof twoFactorDisableSchema>;

export const disableTwoFactor = (input: DisableTwoFactorData) => api.post<MessageResponse>('/api/2fa/disable', input);

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
