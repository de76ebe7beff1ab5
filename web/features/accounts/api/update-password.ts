import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updatePasswordSchema } from '../../../../common/accounts.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';

export type UpdatePasswordData = z.output<typeof updatePasswordSchema>;

export const updatePassword = (input: UpdatePasswordData) => api.post<MessageResponse>('/api/updatepassword', input);

/** A password change ends the other sessions and keeps this one: the token in use stays valid. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
