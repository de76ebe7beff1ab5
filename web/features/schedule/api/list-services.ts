import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

interface ServicesPage {
  services: Service[];
  total: number;
}

export const listServices = (page: number, q: string) =>
  api.get<ServicesPage>(`/api/servizi?${new URLSearchParams({ page: String(page), q })}`);

export const servicesQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.services.page(page, q),
    queryFn: () => listServices(page, q),
    placeholderData: keepPreviousData,
  });

export const useServices = (page: number, q: string) => useQuery(servicesQueryOptions(page, q));
