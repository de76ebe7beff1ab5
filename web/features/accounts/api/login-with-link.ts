import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '../../../../common/accounts.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { homePathOf, roleOf } from '../../../lib/role.js';
import { saveToken } from '../../../lib/session.js';
import { meQueryOptions } from '../../../lib/use-me.js';

export const loginWithLink = (id: string, token: string, secondFactor: { code?: string; recoveryCode?: string } = {}) =>
  api.post<LoginResponse>('/api/loginlink', { id, token, ...secondFactor }, { unauthorized: 'ignore' });

/** Saves the session for this tab only and tells where it starts: the administrator's back office, or the role's home. */
async function startSession(queryClient: QueryClient, session: LoginResponse) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'login-link' });
  saveToken(session.token, false);
  const me = await queryClient.fetchQuery(meQueryOptions).catch(() => null);
  return homePathOf(roleOf(me ?? { op: session.isOp }));
}

/**
 * The e-mailed login link opens a session on load. A query, not a mutation: the link works
 * once, so the request must not repeat on re-render. An account with two-factor login answers
 * 'now the code' without spending the link; `useLoginWithLinkAndCode` then sends it with the code.
 */
export function useLoginWithLink(id: string, token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.loginLink(id, token),
    queryFn: async () => startSession(queryClient, await loginWithLink(id, token)),
    enabled: id !== '' && token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useLoginWithLinkAndCode(id: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (secondFactor: { code?: string; recoveryCode?: string }) =>
      startSession(queryClient, await loginWithLink(id, token, secondFactor)),
  });
}
