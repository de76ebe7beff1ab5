import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionsResponseSchema } from '../../../../common/security.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

type SessionsResponse = z.output<typeof sessionsResponseSchema>;

export const getSessions = async () => (await api.get<SessionsResponse>('/api/sessions')).sessions;

export const sessionsQueryOptions = queryOptions({ queryKey: queryKeys.sessions, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
