import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { ProgressReportPage } from '../../components/ProgressReportPage';

/** /dashboard/progress: the student's own progress report, printable for their parents. */
export default function ProgressPage() {
  const report = useQuery({
    queryKey: queryKeys.ownProgress,
    queryFn: ({ signal }) => api.call('ownProgress', { signal }),
  });
  return <ProgressReportPage report={report} />;
}
