import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, MeResponse } from '../../common/accounts.js';
import { api } from './api.js';
import { useIsLoggedIn } from './session.js';

export const meQueryKey = ['me'] as const;

/** A 401 here only ends the session: the guards and the landing page choose where to go. */
export async function fetchMe(): Promise<Me> {
  const data = await api.get<MeResponse>('/api/me', { unauthorized: 'clear' });
  return data.me;
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe });

export function useMe() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...meQueryOptions, enabled: loggedIn });
}

export function homePathOf(me: Pick<Me, 'op'>): string {
  return me.op ? '/op' : '/user';
}
