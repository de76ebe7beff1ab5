import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessionalsResponse } from '../../../../common/links.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const searchProfessionals = (page: number, q: string) =>
  api.get<ProfessionalsResponse>(`/api/ops?${new URLSearchParams({ page: String(page), q })}`);

export const professionalSearchQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: queryKeys.professionalSearch.page(page, q),
    queryFn: () => searchProfessionals(page, q),
    placeholderData: keepPreviousData,
  });

/** Professionals a client can ask to link to (5 per page). */
export const useProfessionalSearch = (page: number, q: string) => useQuery(professionalSearchQueryOptions(page, q));
