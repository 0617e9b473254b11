import {
  BookOpen,
  ClipboardCheck,
  IndianRupee,
  LayoutDashboard,
  LineChart,
  ListChecks,
  LogOut,
  Settings,
} from 'lucide-react';
import { Area, type AreaPages } from '../components/Area';
import type { AreaNavLink } from '../components/area-nav-link';
import ChildAttendancePage from './ChildAttendancePage';
import ChildFeesPage from './ChildFeesPage';
import ChildHomeworkPage from './ChildHomeworkPage';
import ChildProgressPage from './ChildProgressPage';
import { ChildSwitcher } from './ChildSwitcher';
import ChildTestsPage, { ChildResultPage } from './ChildTestsPage';
import { GuardianProvider } from './GuardianContext';
import GuardianHomePage from './GuardianHomePage';
import GuardianSettingsPage from './GuardianSettingsPage';

const guardianPages: AreaPages = {
  '': GuardianHomePage,
  homework: ChildHomeworkPage,
  attendance: ChildAttendancePage,
  tests: ChildTestsPage,
  'tests/results/:attemptId': ChildResultPage,
  progress: ChildProgressPage,
  fees: ChildFeesPage,
  settings: GuardianSettingsPage,
};

const guardianLinks: readonly AreaNavLink[] = [
  { to: '/family', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/family/homework', label: 'Homework', icon: BookOpen },
  { to: '/family/attendance', label: 'Attendance', icon: ClipboardCheck },
  { to: '/family/tests', label: 'Tests', icon: ListChecks },
  { to: '/family/progress', label: 'Progress', icon: LineChart },
  { to: '/family/fees', label: 'Fees', icon: IndianRupee },
  { to: '/family/settings', label: 'Settings', icon: Settings },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

/** The guardian area, mounted at /family/* behind the guardian guard: one child at a time. */
export default function GuardianArea() {
  return (
    <GuardianProvider>
      <Area
        navLabel="Guardian area"
        links={guardianLinks}
        topRight={<ChildSwitcher />}
        pages={guardianPages}
      />
    </GuardianProvider>
  );
}
