import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrarioResponse } from '../../../../common/schedule.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getOrario = async () => (await api.get<OrarioResponse>('/api/orario')).orario;

export const orarioQueryOptions = queryOptions({ queryKey: queryKeys.orario, queryFn: getOrario, staleTime: 0 });

export const useOrario = () => useQuery(orarioQueryOptions);
