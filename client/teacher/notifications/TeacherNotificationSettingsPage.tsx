import { NotificationSettingsPage } from '../../components/notifications/NotificationSettingsPage';

/** /teacher/notifications/settings: the teacher's own notification settings. */
export default function TeacherNotificationSettingsPage() {
  return <NotificationSettingsPage />;
}
