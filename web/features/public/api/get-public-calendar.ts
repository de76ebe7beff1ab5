import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCalendarResponse } from '../../../../common/public.js';
import { api } from '../../../lib/api.js';

export const publicAgendaKey = ['agenda', 'public'] as const;

export const getPublicCalendar = (page: number) => api.get<PublicCalendarResponse>(`/api/calendariomio?page=${page}`);

export const publicCalendarQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...publicAgendaKey, page],
    queryFn: () => getPublicCalendar(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The team's agenda as a visitor sees it: only green slots can be booked (decisions 7). */
export const usePublicCalendar = (page: number) => useQuery(publicCalendarQueryOptions(page));
