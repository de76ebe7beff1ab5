import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updatePasswordSchema } from '../../../../common/accounts.js';
import { api } from '../../../lib/api.js';
import { replaceToken } from '../../../lib/session.js';

export type UpdatePasswordData = z.output<typeof updatePasswordSchema>;

export const updatePassword = (input: UpdatePasswordData) =>
  api.post<{ success: true; token?: string }>('/api/updatepassword', input);

/** A password change ends the other sessions; when the server hands out a fresh token, this tab keeps going with it. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ token }) => {
      if (token) replaceToken(token);
    },
  });
}
