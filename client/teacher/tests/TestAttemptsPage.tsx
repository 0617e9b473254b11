import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { testTexts } from '../../../shared/test-texts';
import { usePageTitle } from '../../app/usePageTitle';
import { ScrollableTable } from '../../components/ScrollableTable';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';

/** /teacher/tests/:testId/attempts: who started, who submitted, and their scores and ranks. */
export default function TestAttemptsPage() {
  usePageTitle('Test attempts');
  const testId = Number(useParams().testId);
  const test = useQuery({
    queryKey: [...queryKeys.teacherTests, testId],
    queryFn: ({ signal }) => api.call('getTest', { params: { id: testId }, signal }),
  });
  const attempts = useQuery({
    queryKey: queryKeys.testAttempts(testId),
    queryFn: ({ signal }) => api.call('testAttempts', { params: { id: testId }, signal }),
  });
  const sectionTitles = test.data?.sections.map((section) => section.title) ?? [];
  return (
    <Stack gap="5">
      <Button asChild variant="ghost" alignSelf="start" size="sm">
        <Link to="/teacher/tests">Back to tests</Link>
      </Button>
      <Heading as="h1" size="2xl">
        {test.data ? `${test.data.title}: attempts` : 'Attempts'}
      </Heading>
      {test.data && (
        <Text color="gray.700">
          Out of {test.data.max_marks} · {test.data.started} started · {test.data.submitted} submitted
        </Text>
      )}
      <QueryView query={attempts} failedText={testTexts.testsFetchFailed}>
        {(list) =>
          list.length === 0 ? (
            <Text color="gray.600">{testTexts.noAttempts}</Text>
          ) : (
            <ScrollableTable
              label="Attempts"
              columns={[
                { header: 'Rank', numeric: true },
                { header: 'Student' },
                { header: 'Batch' },
                { header: 'Status' },
                ...sectionTitles.map((title) => ({ header: title, numeric: true })),
                { header: 'Total', numeric: true },
                { header: 'Submitted' },
              ]}
            >
              {list.map((row) => (
                <Table.Row key={row.attempt_id}>
                  <Table.Cell textAlign="end">{row.rank ?? '-'}</Table.Cell>
                  <Table.Cell>{row.student.name}</Table.Cell>
                  <Table.Cell>{row.student.batch ?? '-'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={row.status === 'submitted' ? 'blue' : 'orange'}>
                      {row.status === 'submitted' ? 'Submitted' : 'In progress'}
                    </Badge>
                  </Table.Cell>
                  {sectionTitles.map((title, index) => (
                    <Table.Cell key={title} textAlign="end">
                      {row.sections?.[index] ?? '-'}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {row.score ?? '-'}
                  </Table.Cell>
                  <Table.Cell>{row.submitted_at ? formatEnIn(row.submitted_at) : '-'}</Table.Cell>
                </Table.Row>
              ))}
            </ScrollableTable>
          )
        }
      </QueryView>
    </Stack>
  );
}
