import { NotificationSettingsPage } from '../../components/notifications/NotificationSettingsPage';

/** /admin/notifications/settings: the admin's own notification settings. */
export default function AdminNotificationSettingsPage() {
  return <NotificationSettingsPage defaultsPath="/admin/notifications/defaults" />;
}
