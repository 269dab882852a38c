import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@prepa/contracts';
import { api } from '../../../shared/api';

/** GET /v2/students/notification-settings/: per group and channel, and quiet hours. */
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'settings'],
    queryFn: () => api.get<NotificationSettings>('/v2/students/notification-settings/'),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api.put<NotificationSettings>('/v2/students/notification-settings/', settings),
    onSuccess: (saved) => client.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
