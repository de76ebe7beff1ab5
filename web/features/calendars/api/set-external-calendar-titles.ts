import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { externalCalendarResponseSchema, externalCalendarTitlesSchema } from '../../../../common/external-calendars.js';
import { api } from '../../../lib/api.js';
import { refreshCalendarsAndAgenda } from './invalidate.js';

export type ExternalCalendarTitlesData = z.output<typeof externalCalendarTitlesSchema>;
type ExternalCalendarResponse = z.output<typeof externalCalendarResponseSchema>;

export const setExternalCalendarTitles = (input: ExternalCalendarTitlesData) =>
  api.post<ExternalCalendarResponse>('/api/calendariesterni/titoli', input);

/** Shows or hides the events' titles in the professional's agenda. */
export function useSetExternalCalendarTitles() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setExternalCalendarTitles, onSettled: () => refreshCalendarsAndAgenda(queryClient) });
}
