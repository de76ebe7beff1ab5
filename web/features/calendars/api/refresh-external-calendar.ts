import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { externalCalendarResponseSchema } from '../../../../common/external-calendars.js';
import { api } from '../../../lib/api.js';
import { refreshCalendarsAndAgenda } from './invalidate.js';

type ExternalCalendarResponse = z.output<typeof externalCalendarResponseSchema>;

export const refreshExternalCalendar = (id: number) =>
  api.post<ExternalCalendarResponse>('/api/calendariesterni/aggiorna', { id });

/** 'Aggiorna ora': reads the calendar again at once. */
export function useRefreshExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshExternalCalendar, onSettled: () => refreshCalendarsAndAgenda(queryClient) });
}
