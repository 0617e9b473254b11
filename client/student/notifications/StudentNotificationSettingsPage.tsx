import { NotificationSettingsPage } from '../../components/notifications/NotificationSettingsPage';

/** /dashboard/notifications/settings: the student's own notification settings. */
export default function StudentNotificationSettingsPage() {
  return <NotificationSettingsPage />;
}
