import { NotificationsPage } from '../../components/notifications/NotificationsPage';

/** /teacher/notifications: the teacher's notifications (client/components/notifications/). */
export default function TeacherNotificationsPage() {
  return <NotificationsPage audience="teacher" />;
}
