import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '../../../../common/workspace.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

const notificationSettingsQuery = queryOptions({
  queryKey: queryKeys.notificationSettings,
  queryFn: () => api.get<NotificationSettingsResponse>('/api/notifiche'),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

export function useSetNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailMessaggi: boolean) =>
      api.post<NotificationSettingsResponse>('/api/notifiche', { email_messaggi: emailMessaggi }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notificationSettings, data),
  });
}
