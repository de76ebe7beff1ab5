import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, MeResponse } from '../../common/accounts.js';
import { api } from './api.js';
import { queryKeys } from './query-keys.js';
import { useIsLoggedIn } from './session.js';

/** A 401 here only ends the session: the guards and the landing page choose where to go. */
export async function fetchMe(): Promise<Me> {
  const data = await api.get<MeResponse>('/api/me', { unauthorized: 'clear' });
  return data.me;
}

export const meQueryOptions = queryOptions({ queryKey: queryKeys.me, queryFn: fetchMe });

export function useMe() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...meQueryOptions, enabled: loggedIn });
}
