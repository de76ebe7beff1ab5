import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '../../../../common/agenda.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getCalendar = async (page: number) => (await api.get<CalendarResponse>(`/api/calendario?page=${page}`)).calendario;

export const calendarQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.agenda.page(page),
    queryFn: () => getCalendar(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The professional's agenda, one week per page (0 to 11). */
export const useCalendar = (page: number) => useQuery(calendarQueryOptions(page));
