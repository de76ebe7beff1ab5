import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserResponse } from '../../../../common/admin.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getAdminUser = async (id: number) => (await api.get<AdminUserResponse>(`/api/admincliente?id=${id}`)).user;

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.admin.user(id), queryFn: () => getAdminUser(id), staleTime: 0, retry: false });

/** One user's full record; no call for an id that cannot exist. */
export const useAdminUser = (id: number) => useQuery({ ...adminUserQueryOptions(id), enabled: id > 0 });
