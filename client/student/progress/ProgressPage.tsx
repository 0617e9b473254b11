import { useQuery } from '@tanstack/react-query';
import { ProgressReportPage } from '../../components/ProgressReportPage';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';

/** /dashboard/progress: the student's own progress report, printable for their parents. */
export default function ProgressPage() {
  const report = useQuery({
    queryKey: queryKeys.ownProgress,
    queryFn: ({ signal }) => api.call('ownProgress', { signal }),
  });
  return <ProgressReportPage report={report} />;
}
