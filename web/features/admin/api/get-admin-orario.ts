import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrarioResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getAdminOrario = async (userId: number) => (await api.get<OrarioResponse>(`/api/adminorario?id=${userId}`)).orario;

export const adminOrarioQueryOptions = (userId: number) =>
  queryOptions({ queryKey: queryKeys.admin.orario(userId), queryFn: () => getAdminOrario(userId), staleTime: 0 });

/** A professional's weekly hours, as the administrator edits them. */
export const useAdminOrario = (userId: number) => useQuery(adminOrarioQueryOptions(userId));
