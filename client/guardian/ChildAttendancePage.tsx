import { AttendanceRecord } from '../components/AttendanceRecord';
import { QueryView } from '../data/QueryView';
import { ChildPage } from './ChildPage';
import { useChildRead } from './useChildRead';

/** /family/attendance: the child's record, class by class and month by month. */
export default function ChildAttendancePage() {
  return <ChildPage title="Attendance">{(child) => <Record childId={child.id} />}</ChildPage>;
}

function Record({ childId }: { childId: number }) {
  const record = useChildRead('guardianChildAttendance', childId);
  return (
    <QueryView query={record} failedText="Attendance could not be loaded.">
      {(data) => <AttendanceRecord record={data} />}
    </QueryView>
  );
}
