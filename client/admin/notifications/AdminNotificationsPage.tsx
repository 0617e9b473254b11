import { NotificationsPage } from '../../components/notifications/NotificationsPage';

/** /admin/notifications: the admin's notifications (client/components/notifications/). */
export default function AdminNotificationsPage() {
  return <NotificationsPage audience="admin" />;
}
