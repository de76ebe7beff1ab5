import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedStateResponse, NewFeedResponse } from '../../../../common/calendars.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

const feedStateQuery = queryOptions({
  queryKey: queryKeys.calendarFeed,
  queryFn: () => api.get<FeedStateResponse>('/api/feedcalendario'),
});

export const useCalendarFeed = () => useQuery(feedStateQuery);

/** A new feed URL (the previous one stops); the answer is the only time the URL is shown. */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<NewFeedResponse>('/api/feedcalendario', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}

export function useSetCalendarFeedPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privato: boolean) => api.post<MessageResponse>('/api/feedcalendarioprivato', { privato }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/disattivafeedcalendario', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}
