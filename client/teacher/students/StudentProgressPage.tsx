import { Link, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink, useParams } from 'react-router';
import { ProgressReportPage } from '../../components/ProgressReportPage';
import { api } from '../../data/client';
import { queryKeys } from '../../data/query-keys';

/** /teacher/students/:studentId/progress: the report of a student of the teacher's batches. */
export default function StudentProgressPage() {
  const studentId = Number(useParams().studentId);
  const report = useQuery({
    queryKey: queryKeys.studentProgress(studentId),
    queryFn: ({ signal }) => api.call('studentProgress', { params: { id: studentId }, signal }),
  });
  return (
    <Stack gap="5">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start" data-print-hide>
        <RouterLink to="/teacher/students">
          <ArrowLeft size={16} aria-hidden />
          Back to students
        </RouterLink>
      </Link>
      <ProgressReportPage report={report} />
    </Stack>
  );
}
