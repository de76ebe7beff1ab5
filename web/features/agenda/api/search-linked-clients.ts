import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClientsResponse } from '../../../../common/links.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The professional's accepted clients matching `q` (the first page of GET /api/clienti). */
export const searchLinkedClients = async (q: string) =>
  (await api.get<ClientsResponse>(`/api/clienti?${new URLSearchParams({ page: '0', q })}`)).users.filter((u) => u.confermato);

export const useLinkedClients = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.clients.bookable(q),
    queryFn: () => searchLinkedClients(q),
    placeholderData: keepPreviousData,
    enabled,
  });
