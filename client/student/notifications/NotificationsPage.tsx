import { NotificationsPage } from '../../components/notifications/NotificationsPage';

/** /dashboard/notifications: the student's notifications (client/components/notifications/). */
export default function StudentNotificationsPage() {
  return <NotificationsPage audience="student" />;
}
