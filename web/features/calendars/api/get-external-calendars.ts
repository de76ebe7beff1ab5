import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalCalendarsResponse } from '../../../../common/external-calendars.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

export const getExternalCalendars = () => api.get<ExternalCalendarsResponse>('/api/calendariesterni');

export const externalCalendarsQueryOptions = queryOptions({
  queryKey: queryKeys.externalCalendars,
  queryFn: getExternalCalendars,
});

/** The professional's connected calendars, with when each was last read and any error. */
export function useExternalCalendars() {
  return useQuery(externalCalendarsQueryOptions);
}
