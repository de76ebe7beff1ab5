import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { LoginResponse, loginSchema } from '../../../../common/accounts.js';
import { api } from '../../../lib/api.js';
import { saveToken } from '../../../lib/session.js';
import { homePathOf, roleOf } from '../../../lib/role.js';
import { meQueryOptions } from '../../../lib/use-me.js';

export type LoginData = z.output<typeof loginSchema>;

export const login = (input: LoginData) => api.post<LoginResponse>('/api/login', input, { unauthorized: 'ignore' });

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ token, isOp }, input) => {
      queryClient.clear();
      saveToken(token, input.stayLogged);
      const me = await queryClient.fetchQuery(meQueryOptions).catch(() => null);
      const target = homePathOf(roleOf(me ?? { op: isOp }));
      await navigate(target, { replace: true });
    },
  });
}
