import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserItem } from '../../../../common/admin.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

interface AdminUsersPage {
  users: AdminUserItem[];
  total: number;
}

export const listAdminUsers = (page: number, q: string) =>
  api.get<AdminUsersPage>(`/api/adminclienti?${new URLSearchParams({ page: String(page), q })}`);

export const adminUsersQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.usersPage(page, q),
    queryFn: () => listAdminUsers(page, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Every account, professionals and clients, 15 per page (spec §9). */
export const useAdminUsers = (page: number, q: string) => useQuery(adminUsersQueryOptions(page, q));
