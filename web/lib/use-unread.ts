import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadResponse } from '../../common/workspace.js';
import { api } from './api.js';
import { queryKeys } from './query-keys.js';
import { useIsLoggedIn } from './session.js';

export const unreadQueryOptions = queryOptions({
  queryKey: queryKeys.unread,
  queryFn: () => api.get<UnreadResponse>('/api/nonletti'),
  staleTime: 0,
});

/**
 * The signed-in user's unread messages and unseen documents: the totals and the counts per
 * link (`of`: messages, `documentsOf`: documents). `total` is both together.
 */
export function useUnread() {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...unreadQueryOptions, enabled: loggedIn });
  const data = loggedIn ? query.data : undefined;
  const messages = data?.total ?? 0;
  const documents = data?.documenti_totale ?? 0;
  return {
    messages,
    documents,
    total: messages + documents,
    of: (otherId: number) => data?.conversazioni.find((c) => c.id === otherId)?.messaggi ?? 0,
    documentsOf: (otherId: number) => data?.documenti.find((d) => d.id === otherId)?.documenti ?? 0,
  };
}

const TITLE = 'Studio';

/** The tab's title carries the count, e.g. '(3) Studio', so it shows from another tab. */
export function useUnreadTitle() {
  const { total } = useUnread();
  useEffect(() => {
    document.title = total > 0 ? `(${total}) ${TITLE}` : TITLE;
  }, [total]);
}
