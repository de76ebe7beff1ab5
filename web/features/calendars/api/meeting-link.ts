import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MeetingLinkResponse } from '../../../../common/calendars.js';
import type { MessageResponse } from '../../../../common/validation.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

const meetingLinkQuery = queryOptions({
  queryKey: queryKeys.meetingLink,
  queryFn: () => api.get<MeetingLinkResponse>('/api/videochiamata'),
});

export const useMeetingLink = () => useQuery(meetingLinkQuery);

export function useSetMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: string) => api.post<MessageResponse>('/api/videochiamata', { link }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.meetingLink }),
  });
}
