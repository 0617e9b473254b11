import { ProgressReportPage } from '../components/ProgressReportPage';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/** /family/progress: the child's progress report, attendance included, printable. */
export default function ChildProgressPage() {
  return (
    <ChildPage title="Progress" heading={false}>
      {(child) => <Report childId={child.id} />}
    </ChildPage>
  );
}

function Report({ childId }: { childId: number }) {
  return <ProgressReportPage report={useChildRead('guardianChildProgress', childId)} />;
}
