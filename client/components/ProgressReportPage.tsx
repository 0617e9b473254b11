import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgressReport as Report } from '../../shared/schemas/progress';
import { usePageTitle } from '../app/usePageTitle';
import { ApiRequestError } from '../data/errors';
import { ProgressReport } from './ProgressReport';

/**
 * A progress report screen: loading, refusal, or the report. The title names the student, so the
 * tab and a saved PDF do too.
 */
export function ProgressReportPage({ report }: { report: UseQueryResult<Report> }) {
  const student = report.data?.student;
  usePageTitle(student ? `Progress report: ${student.first_name} ${student.last_name}` : 'Progress report');
  if (report.isPending) return <Text color="fg.muted">Loading...</Text>;
  if (report.isError) {
    const notFound = report.error instanceof ApiRequestError && report.error.status === 404;
    return (
      <Text role="alert" color="red.700">
        {notFound
          ? 'There is no such student in your batches.'
          : 'The progress report could not be loaded. Reload the page to try again.'}
      </Text>
    );
  }
  return <ProgressReport report={report.data} />;
}
