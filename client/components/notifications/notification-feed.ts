import { useMutation, useQueryClient } from '@tanstack/react-query';
import { channels } from '../../../shared/socket';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';
import { readSession } from '../../data/session';
import { useLiveChannel } from '../../data/useLiveChannel';
import { useLiveQuery } from '../../data/useLiveQuery';

/**
 * The signed-in person's unread count, kept current by their own notifications channel: a new
 * notification or a mark as read (from any tab or device) sets the count it carries and refetches the
 * list pages. The bell holds the channel, so the page needs no socket of its own.
 */
export function useUnreadNotifications() {
  const client = useQueryClient();
  const userId = readSession()?.user?.id ?? null;
  const channel = useLiveChannel(userId === null ? null : channels.notifications(userId), (message) => {
    if (message.action !== 'notification' && message.action !== 'notifications_read') return;
    client.setQueryData(queryKeys.unreadNotifications, { unread: message.unread });
    void client.invalidateQueries({ queryKey: queryKeys.notificationPages });
  });
  return useLiveQuery({
    queryKey: queryKeys.unreadNotifications,
    queryFn: (signal) => api.call('unreadNotifications', { signal }),
    channel,
  });
}

/** Marks one notification read, or all of them (id null); the bell and the list follow its answer. */
export function useMarkNotificationsRead(onError: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? api.call('markAllNotificationsRead')
        : api.call('markNotificationRead', { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.unreadNotifications, answer);
      void client.invalidateQueries({ queryKey: queryKeys.notificationPages });
    },
    onError,
  });
}
