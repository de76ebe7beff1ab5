import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '../../../../common/accounts.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { homePathOf, roleOf } from '../../../lib/role.js';
import { saveToken } from '../../../lib/session.js';
import { meQueryOptions } from '../../../lib/use-me.js';

export const loginWithLink = (id: string, token: string) =>
  api.post<LoginResponse>('/api/loginlink', { id, token }, { unauthorized: 'ignore' });

/**
 * The e-mailed login link opens a session on load. A query, not a mutation: the link works
 * once, so the request must not repeat on re-render. The session is saved for this tab only.
 */
export function useLoginWithLink(id: string, token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.loginLink(id, token),
    queryFn: async () => {
      const session = await loginWithLink(id, token);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'login-link' });
      saveToken(session.token, false);
      const me = await queryClient.fetchQuery(meQueryOptions).catch(() => null);
      // Where the session starts: the administrator's back office, or the role's home.
      return me?.admin ? '/admin' : homePathOf(roleOf(me ?? { op: session.isOp }));
    },
    enabled: id !== '' && token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
