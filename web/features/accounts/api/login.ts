import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { LoginResponse, loginSchema } from '../../../../common/accounts.js';
import { api } from '../../../lib/api.js';
import { saveToken } from '../../../lib/session.js';
import { afterLoginPath } from '../../../lib/role.js';
import { meQueryOptions } from '../../../lib/use-me.js';

export type LoginData = z.output<typeof loginSchema>;

export const login = (input: LoginData) => api.post<LoginResponse>('/api/login', input, { unauthorized: 'ignore' });

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The page RequireSession sent here from, if any.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ token, isOp }, input) => {
      queryClient.clear();
      saveToken(token, input.stayLogged);
      const me = await queryClient.fetchQuery(meQueryOptions).catch(() => null);
      const target = afterLoginPath(me ?? { op: isOp }, from);
      await navigate(target, { replace: true });
    },
  });
}
