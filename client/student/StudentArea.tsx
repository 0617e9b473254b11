import {
  BookOpen,
  ClipboardCheck,
  IndianRupee,
  LayoutDashboard,
  LineChart,
  ListChecks,
  LogOut,
} from 'lucide-react';
import { Area, type AreaPages } from '../components/Area';
import type { AreaNavLink } from '../components/area-nav-link';
import { NotificationBell } from '../components/notifications/NotificationBell';
import StudentAttendancePage from './attendance/StudentAttendancePage';
import DashboardPage from './dashboard/DashboardPage';
import HomeworkPage from './homework/HomeworkPage';
import NotificationsPage from './notifications/NotificationsPage';
import StudentNotificationSettingsPage from './notifications/StudentNotificationSettingsPage';
import { ProfileButton } from './ProfileButton';
import PaymentsPage from './payments/PaymentsPage';
import ProfilePage from './profile/ProfilePage';
import ProgressPage from './progress/ProgressPage';
import { StudentProvider } from './StudentContext';
import ResultPage from './tests/ResultPage';
import TakeTestPage from './tests/TakeTestPage';
import TestsPage from './tests/TestsPage';

const studentPages: AreaPages = {
  '': DashboardPage,
  homework: HomeworkPage,
  notifications: NotificationsPage,
  'notifications/settings': StudentNotificationSettingsPage,
  profile: ProfilePage,
  progress: ProgressPage,
  payments: PaymentsPage,
  tests: TestsPage,
  'tests/:testId': TakeTestPage,
  'tests/results/:attemptId': ResultPage,
  attendance: StudentAttendancePage,
};

/**
 * docs/behaviour.md#screens: the student sidebar holds /dashboard, /dashboard/homework and /logout;
 * the progress report joins them.
 */
const studentLinks: readonly AreaNavLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/homework', label: 'Homework', icon: BookOpen },
  { to: '/dashboard/tests', label: 'Tests', icon: ListChecks },
  { to: '/dashboard/progress', label: 'Progress', icon: LineChart },
  { to: '/dashboard/payments', label: 'Payments', icon: IndianRupee },
  { to: '/dashboard/attendance', label: 'Attendance', icon: ClipboardCheck },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

/** The student area, mounted by the app router at /dashboard/* behind the student guard. */
export default function StudentArea() {
  return (
    <StudentProvider>
      <Area
        navLabel="Student area"
        links={studentLinks}
        topRight={
          <>
            <NotificationBell to="/dashboard/notifications" />
            <ProfileButton />
          </>
        }
        pages={studentPages}
      />
    </StudentProvider>
  );
}
