import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordSchema } from '../../../../common/accounts.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';

export type ResetRequestData = z.output<typeof resetPasswordSchema>;

export const requestPasswordReset = (input: ResetRequestData) => api.post<MessageResponse>('/api/resetpassword', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
