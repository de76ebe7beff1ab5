import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const listAdminServices = (userId: number, page: number, q: string) =>
  api.get<ServicesResponse>(`/api/adminservizi?${new URLSearchParams({ id: String(userId), page: String(page), q })}`);

export const adminServicesQueryOptions = (userId: number, page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.servicesPage(userId, page, q),
    queryFn: () => listAdminServices(userId, page, q),
    placeholderData: keepPreviousData,
  });

/** A professional's services, 5 per page, as the administrator edits them. */
export const useAdminServices = (userId: number, page: number, q: string) => useQuery(adminServicesQueryOptions(userId, page, q));
