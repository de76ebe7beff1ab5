import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.js';

/** A calendar's busy times show in the agenda: both follow any change. */
export const refreshCalendarsAndAgenda = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.externalCalendars }),
    queryClient.invalidateQueries({ queryKey: queryKeys.agenda.all }),
  ]);
