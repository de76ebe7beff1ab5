import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCalendarResponse } from '../../../../common/public.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getPublicCalendar = (page: number) => api.get<PublicCalendarResponse>(`/api/calendariomio?page=${page}`);

export const publicCalendarQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.publicAgenda.page(page),
    queryFn: () => getPublicCalendar(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The team's agenda as a visitor sees it: only green slots can be booked (docs/decisions/0007-the-public-agenda.md). */
export const usePublicCalendar = (page: number) => useQuery(publicCalendarQueryOptions(page));
