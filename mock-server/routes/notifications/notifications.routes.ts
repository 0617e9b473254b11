import { callsFor, signedInUsers } from '../call-factory';

export const notificationsRoutes = callsFor(signedInUsers, ['Notifications'])({
  listNotifications: {
    summary: 'One page of your notifications, newest first, with your unread count',
    answer: 'The page',
  },
  unreadNotifications: { summary: 'How many of your notifications are unread', answer: 'The unread count' },
  markNotificationRead: {
    summary: "Mark one of your notifications read (another person's is 404)",
    answer: 'Your unread count after it',
  },
  markAllNotificationsRead: { summary: 'Mark all your notifications read', answer: 'Your unread count, 0' },
});
