import { BookOpen, LayoutDashboard, LineChart, LogOut } from 'lucide-react';
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '../components/AreaNotFound';
import { type AreaNavLink, AreaShell } from '../components/AreaShell';
import DashboardPage from './dashboard/DashboardPage';
import HomeworkPage from './homework/HomeworkPage';
import NotificationsPage from './notifications/NotificationsPage';
import { ProfileButton } from './ProfileButton';
import ProfilePage from './profile/ProfilePage';
import ProgressPage from './progress/ProgressPage';
import { StudentProvider } from './StudentContext';

/**
 * docs/behaviour.md#screens: the student sidebar holds /dashboard, /dashboard/homework and /logout;
 * the progress report (issue 16) joins them.
 */
const studentLinks: readonly AreaNavLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/homework', label: 'Homework', icon: BookOpen },
  { to: '/dashboard/progress', label: 'Progress', icon: LineChart },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

/** The student area, mounted by the app router at /dashboard/* behind the student guard. */
export default function StudentArea() {
  return (
    <StudentProvider>
      <AreaShell navLabel="Student area" links={studentLinks} topRight={<ProfileButton />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          <Route path="homework" element={<HomeworkPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="progress" element={<ProgressPage />} />
          <Route path="*" element={<AreaNotFound />} />
        </Routes>
      </AreaShell>
    </StudentProvider>
  );
}
