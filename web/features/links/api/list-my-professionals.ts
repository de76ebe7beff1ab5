import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessionalsResponse } from '../../../../common/links.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const listMyProfessionals = (page: number, q: string) =>
  api.get<ProfessionalsResponse>(`/api/myops?${new URLSearchParams({ page: String(page), q })}`);

export const myProfessionalsQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.myProfessionals.page(page, q),
    queryFn: () => listMyProfessionals(page, q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The client's professionals, pending requests included (5 per page). */
export const useMyProfessionals = (page: number, q: string) => useQuery(myProfessionalsQueryOptions(page, q));
