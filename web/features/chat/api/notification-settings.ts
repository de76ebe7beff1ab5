import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsResponse } from '../../../../common/workspace.js';
import { notificationField, type NotificationKind } from '../../../../common/notifications.js';
import { api } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

const notificationSettingsQuery = queryOptions({
  queryKey: queryKeys.notificationSettings,
  queryFn: () => api.get<NotificationSettingsResponse>('/api/notifiche'),
});

export const useNotificationSettings = () => useQuery(notificationSettingsQuery);

/** Turns one kind of notification e-mail on or off; the others stay as they are. */
export function useSetNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) =>
      api.post<NotificationSettingsResponse>('/api/notifiche', { [notificationField(kind)]: enabled }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.notificationSettings, data),
  });
}
