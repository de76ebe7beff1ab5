import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUpdateUserSchema } from '../../../../common/admin.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export type AdminUserUpdate = z.input<typeof adminUpdateUserSchema>;

export const updateAdminUser = ({ id, ...user }: AdminUserUpdate & { id: number }) =>
  api.post<MessageResponse>(`/api/adminupdateuser?id=${id}`, user);

/** The list and the detail both show the changed fields, so both reload. */
export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}
