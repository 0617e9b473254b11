import { Area, type AreaPages } from '../components/Area';
import { NotificationBell } from '../components/notifications/NotificationBell';
import SecurityPage from '../components/security/SecurityPage';
import { adminLinks } from './admin-links';
import ApplicationsPage from './applications/ApplicationsPage';
import AdminAttendancePage from './attendance/AdminAttendancePage';
import AuditLogPage from './audit/AuditLogPage';
import BatchesPage from './batches/BatchesPage';
import AdminNotificationSettingsPage from './notifications/AdminNotificationSettingsPage';
import AdminNotificationsPage from './notifications/AdminNotificationsPage';
import NotificationDefaultsPage from './notifications/NotificationDefaultsPage';
import OverviewPage from './overview/OverviewPage';
import PaymentsPage from './payments/PaymentsPage';
import StudentsPage from './students/StudentsPage';
import TeachersPage from './teachers/TeachersPage';

const adminPages: AreaPages = {
  '': OverviewPage,
  batches: BatchesPage,
  students: StudentsPage,
  teachers: TeachersPage,
  applications: ApplicationsPage,
  audit: AuditLogPage,
  payments: PaymentsPage,
  security: SecurityPage,
  attendance: AdminAttendancePage,
  notifications: AdminNotificationsPage,
  'notifications/settings': AdminNotificationSettingsPage,
  'notifications/defaults': NotificationDefaultsPage,
};

/** The admin area, mounted by the app router at /admin/* behind the admin guard. */
export default function AdminArea() {
  return (
    <Area
      navLabel="Admin area"
      links={adminLinks}
      topRight={<NotificationBell to="/admin/notifications" />}
      pages={adminPages}
    />
  );
}
