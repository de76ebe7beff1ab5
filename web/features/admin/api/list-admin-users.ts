import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '../../../../common/admin.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const listAdminUsers = (page: number, q: string) =>
  api.get<AdminUsersResponse>(`/api/adminclienti?${new URLSearchParams({ page: String(page), q })}`);

export const adminUsersQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.usersPage(page, q),
    queryFn: () => listAdminUsers(page, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every account, professionals and clients, 15 per page (spec §9). */
export const useAdminUsers = (page: number, q: string) => useQuery(adminUsersQueryOptions(page, q));
