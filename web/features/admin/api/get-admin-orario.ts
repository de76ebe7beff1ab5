import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrarioResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';

export const adminOrarioKey = (userId: number) => ['admin', 'orario', userId] as const;

export const getAdminOrario = async (userId: number) => (await api.get<OrarioResponse>(`/api/adminorario?id=${userId}`)).orario;

export const adminOrarioQueryOptions = (userId: number) =>
  queryOptions({ queryKey: adminOrarioKey(userId), queryFn: () => getAdminOrario(userId), staleTime: 0 });

/** A professional's weekly hours, as the administrator edits them. */
export const useAdminOrario = (userId: number) => useQuery(adminOrarioQueryOptions(userId));
