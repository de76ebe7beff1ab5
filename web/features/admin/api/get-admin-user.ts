import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserResponse } from '../../../../common/admin.js';
import { api } from '../../../lib/api.js';
import { adminUsersKey } from './list-admin-users.js';

export const adminUserKey = (id: number) => [...adminUsersKey, 'detail', id] as const;

export const getAdminUser = async (id: number) => (await api.get<AdminUserResponse>(`/api/admincliente?id=${id}`)).user;

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminUserKey(id), queryFn: () => getAdminUser(id), staleTime: 0, retry: false });

/** One user's full record; no call for an id that cannot exist. */
export const useAdminUser = (id: number) => useQuery({ ...adminUserQueryOptions(id), enabled: id > 0 });
