import { Route, Routes } from 'react-router';
import { adminLinks } from '../app/navigation';
import { AreaNotFound } from '../components/AreaNotFound';
import { AreaShell } from '../components/AreaShell';
import ApplicationsPage from './applications/ApplicationsPage';
import AuditLogPage from './audit/AuditLogPage';
import BatchesPage from './batches/BatchesPage';
import OverviewPage from './overview/OverviewPage';
import StudentsPage from './students/StudentsPage';
import TeachersPage from './teachers/TeachersPage';

/** The admin area, mounted by the app router at /admin/* behind the admin guard. */
export default function AdminArea() {
  return (
    <AreaShell navLabel="Admin area" links={adminLinks}>
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="batches" element={<BatchesPage />} />
        <Route path="students" element={<StudentsPage />} />
        <Route path="teachers" element={<TeachersPage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </AreaShell>
  );
}
