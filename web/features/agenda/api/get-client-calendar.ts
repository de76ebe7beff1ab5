import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientCalendarResponse } from '../../../../common/agenda.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getClientCalendar = (professionalId: number, page: number) =>
  api.get<ClientCalendarResponse>(
    `/api/calendariocliente?${new URLSearchParams({ id: String(professionalId), page: String(page) })}`,
  );

export const clientCalendarQueryOptions = (professionalId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.link.agendaPage(professionalId, page),
    queryFn: () => getClientCalendar(professionalId, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A linked professional's calendar as the client sees it. */
export const useClientCalendar = (professionalId: number, page: number) =>
  useQuery(clientCalendarQueryOptions(professionalId, page));
