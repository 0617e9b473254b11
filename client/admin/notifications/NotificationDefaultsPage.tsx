import { NotificationSettingsPage } from '../../components/notifications/NotificationSettingsPage';

/** /admin/notifications/defaults: what every person gets until they choose (the academy's defaults). */
export default function NotificationDefaultsPage() {
  return <NotificationSettingsPage source="academy" />;
}
