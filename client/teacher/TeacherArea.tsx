import { BookOpen, CalendarDays, LayoutDashboard, LogOut, Users } from 'lucide-react';
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '../components/AreaNotFound';
import { type AreaNavLink, AreaShell } from '../components/AreaShell';
import ClassesPage from './classes/ClassesPage';
import TeacherHomePage from './home/TeacherHomePage';
import TeacherHomeworkPage from './homework/TeacherHomeworkPage';
import StudentProgressPage from './students/StudentProgressPage';
import TeacherStudentsPage from './students/TeacherStudentsPage';
import SubmissionsPage from './submissions/SubmissionsPage';

const teacherLinks: readonly AreaNavLink[] = [
  { to: '/teacher', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/teacher/homework', label: 'Homework', icon: BookOpen },
  { to: '/teacher/classes', label: 'Classes', icon: CalendarDays },
  { to: '/teacher/students', label: 'Students', icon: Users },
  { to: '/logout', label: 'Logout', icon: LogOut },
];

/** The teacher area, mounted by the app router at /teacher/* behind the teacher guard. */
export default function TeacherArea() {
  return (
    <AreaShell navLabel="Teacher area" links={teacherLinks}>
      <Routes>
        <Route index element={<TeacherHomePage />} />
        <Route path="homework" element={<TeacherHomeworkPage />} />
        <Route path="classes" element={<ClassesPage />} />
        <Route path="homework/:homeworkId/submissions" element={<SubmissionsPage />} />
        <Route path="students" element={<TeacherStudentsPage />} />
        <Route path="students/:studentId/progress" element={<StudentProgressPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </AreaShell>
  );
}
