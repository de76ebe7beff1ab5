import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addExternalCalendarSchema, externalCalendarResponseSchema } from '../../../../common/external-calendars.js';
import { api } from '../../../lib/api.js';
import { refreshCalendarsAndAgenda } from './invalidate.js';

export type AddExternalCalendarData = z.output<typeof addExternalCalendarSchema>;
type ExternalCalendarResponse = z.output<typeof externalCalendarResponseSchema>;

export const addExternalCalendar = (input: AddExternalCalendarData) =>
  api.post<ExternalCalendarResponse>('/api/calendariesterni', input);

/** Connects a calendar; the server reads it at once and refuses one it cannot read. */
export function useAddExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addExternalCalendar, onSuccess: () => refreshCalendarsAndAgenda(queryClient) });
}
