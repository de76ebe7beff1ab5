import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDay } from '../../../../common/agenda.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export interface PublicService {
  id: number;
  nome: string;
}

export interface PublicCalendar {
  calendario: CalendarDay[];
  servizi: PublicService[];
}

export const getPublicCalendar = (page: number) => api.get<PublicCalendar>(`/api/calendariomio?page=${page}`);

export const publicCalendarQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.publicAgenda.page(page),
    queryFn: () => getPublicCalendar(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The team's agenda as a visitor sees it: only green slots can be booked (decisions 7). */
export const usePublicCalendar = (page: number) => useQuery(publicCalendarQueryOptions(page));
