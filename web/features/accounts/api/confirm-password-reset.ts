import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordConfirmSchema } from '../../../../common/accounts.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';

export type ResetConfirmData = z.output<typeof resetPasswordConfirmSchema>;

export const confirmPasswordReset = (input: ResetConfirmData) =>
  api.post<MessageResponse>('/api/resetpasswordconfirm', input, { unauthorized: 'ignore' });

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
