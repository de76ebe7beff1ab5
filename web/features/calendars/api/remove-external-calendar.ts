import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { refreshCalendarsAndAgenda } from './invalidate.js';

export const removeExternalCalendar = (id: number) => api.post<MessageResponse>('/api/calendariesterni/elimina', { id });

/** Disconnects a calendar: its events stop blocking the agenda. */
export function useRemoveExternalCalendar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeExternalCalendar, onSettled: () => refreshCalendarsAndAgenda(queryClient) });
}
