import {
  BookOpen,
  CalendarDays,
  LayoutDashboard,
  ListChecks,
  LogOut,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Area, type AreaPages } from '../components/Area';
import type { AreaNavLink } from '../components/area-nav-link';
import { NotificationBell } from '../components/notifications/NotificationBell';
import SecurityPage from '../components/security/SecurityPage';
import AttendancePage from './classes/AttendancePage';
import ClassesPage from './classes/ClassesPage';
import TeacherHomePage from './home/TeacherHomePage';
import TeacherHomeworkPage from './homework/TeacherHomeworkPage';
import TeacherNotificationSettingsPage from './notifications/TeacherNotificationSettingsPage';
import TeacherNotificationsPage from './notifications/TeacherNotificationsPage';
import StudentProgressPage from './students/StudentProgressPage';
import TeacherStudentsPage from './students/TeacherStudentsPage';
import SubmissionsPage from './submissions/SubmissionsPage';
import TeacherTestsPage from './tests/TeacherTestsPage';
import TestAttemptsPage from './tests/TestAttemptsPage';

const teacherPages: AreaPages = {
  '': TeacherHomePage,
  homework: TeacherHomeworkPage,
  classes: ClassesPage,
  'homework/:homeworkId/submissions': SubmissionsPage,
  students: TeacherStudentsPage,
  'students/:studentId/progress': StudentProgressPage,
  security: SecurityPage,
  tests: TeacherTestsPage,
  'tests/:testId/attempts': TestAttemptsPage,
  'classes/:classId/attendance': AttendancePage,
  notifications: TeacherNotificationsPage,
  'notifications/settings': TeacherNotificationSettingsPage,
};

const teacherLinks: readonly AreaNavLink[] = [
  { to: '/teacher', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/teacher/homework', label: 'Homework', icon: BookOpen },
  { to: '/teacher/classes', label: 'Classes', icon: CalendarDays },
  { to: '/teacher/tests', label: 'Tests', icon: ListChecks },
  { to: '/teacher/students', label: 'Students', icon: Users },
  { to: '/teacher/security', label: 'Security', icon: ShieldCheck },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

/** The teacher area, mounted by the app router at /teacher/* behind the teacher guard. */
export default function TeacherArea() {
  return (
    <Area
      navLabel="Teacher area"
      links={teacherLinks}
      topRight={<NotificationBell to="/teacher/notifications" />}
      pages={teacherPages}
    />
  );
}
