import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const listServices = (page: number, q: string) =>
  api.get<ServicesResponse>(`/api/servizi?${new URLSearchParams({ page: String(page), q })}`);

export const servicesQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.services.page(page, q),
    queryFn: () => listServices(page, q),
    placeholderData: keepPreviousData,
  });

export const useServices = (page: number, q: string) => useQuery(servicesQueryOptions(page, q));
