import { Badge, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { testTexts } from '../../../shared/test-texts';
import { usePageTitle } from '../../app/usePageTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MathText } from '../../components/math/MathText';
import { notify } from '../../components/notify';
import { ScrollableTable } from '../../components/ScrollableTable';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';
import { formatEnIn } from '../../lib/dates';
import { useQuestionBank } from './useQuestionBank';

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
  const queryClient = useQueryClient();
  const bank = useQuestionBank();
  const [dropping, setDropping] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const drop = async (questionId: number) => {
    setBusy(true);
    try {
      await api.call('dropQuestion', { params: { id: testId }, body: { question_id: questionId } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.teacherTests });
      await queryClient.invalidateQueries({ queryKey: queryKeys.testAttempts(testId) });
      notify.success(testTexts.questionDropped);
    } catch (error) {
      notify.error(serverBodyText(error) ?? 'The question was not dropped. Please try again.');
    } finally {
      setBusy(false);
      setDropping(null);
    }
  };
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
      {test.data && (
        <Stack gap="3" as="section" aria-labelledby="test-questions-heading">
          <Heading as="h2" size="lg" id="test-questions-heading">
            Questions
          </Heading>
          {test.data.sections.map((section) => (
            <Stack key={section.title} gap="2">
              <Heading as="h3" size="md">
                {section.title}
              </Heading>
              {section.question_ids.map((questionId) => {
                const question = bank.data?.find((item) => item.id === questionId);
                const dropped = test.data.dropped_question_ids.includes(questionId);
                return (
                  <Card.Root key={questionId} variant="outline" bg="white" size="sm">
                    <Card.Body>
                      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
                        <MathText text={question?.text ?? `Question ${questionId}`} />
                        {dropped ? (
                          <Badge colorPalette="blue">Dropped</Badge>
                        ) : (
                          <Button
                            size="sm"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setDropping(questionId)}
                          >
                            Drop question
                          </Button>
                        )}
                      </HStack>
                    </Card.Body>
                  </Card.Root>
                );
              })}
            </Stack>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={dropping !== null}
        title="Drop question"
        message={testTexts.dropConfirm}
        confirmLabel="Drop"
        busy={busy}
        onConfirm={() => dropping !== null && void drop(dropping)}
        onCancel={() => setDropping(null)}
      />
    </Stack>
  );
}
