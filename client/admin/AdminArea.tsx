import { adminLinks } from '../app/navigation';
import { Area, type AreaPages } from '../components/Area';
import SecurityPage from '../components/security/SecurityPage';
import ApplicationsPage from './applications/ApplicationsPage';
import AuditLogPage from './audit/AuditLogPage';
import BatchesPage from './batches/BatchesPage';
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
};

/** The admin area, mounted by the app router at /admin/* behind the admin guard. */
export default function AdminArea() {
  return <Area navLabel="Admin area" links={adminLinks} pages={adminPages} />;
}
