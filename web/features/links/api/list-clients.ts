import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientsResponse } from '../../../../common/links.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const listClients = (page: number, q: string) =>
  api.get<ClientsResponse>(`/api/clienti?${new URLSearchParams({ page: String(page), q })}`);

export const clientsQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.clients.page(page, q),
    queryFn: () => listClients(page, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The professional's clients, pending ones first (5 per page). */
export const useClients = (page: number, q: string) => useQuery(clientsQueryOptions(page, q));
