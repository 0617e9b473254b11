import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { QuestionStatistics } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { usePageTitle } from '../../app/usePageTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../components/notify';
import { ScrollableTable } from '../../components/ScrollableTable';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { serverBodyText } from '../../data/server-errors';
import { formatEnIn } from '../../lib/dates';
import { downloadCsv } from '../../lib/download-csv';
import { KeyChangeDialog } from './KeyChangeDialog';
import { QuestionStatisticsCard, ScoreDistribution } from './TestStatisticsView';

/**
 * /teacher/tests/:testId/attempts: who started, who submitted, their scores and ranks, the score
 * distribution and each question's statistics, with its corrections (drop it, change its key).
 */
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
  const statistics = useQuery({
    queryKey: queryKeys.testStatistics(testId),
    queryFn: ({ signal }) => api.call('testStatistics', { params: { id: testId }, signal }),
  });
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.teacherTests }),
      queryClient.invalidateQueries({ queryKey: queryKeys.testAttempts(testId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.testStatistics(testId) }),
    ]);
  };
  const exportCsv = useMutation({
    mutationFn: () => api.call('exportTestResults', { params: { id: testId } }),
    onSuccess: (csv) =>
      downloadCsv(csv, `test-${testId}-results-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) => notify.error(serverBodyText(error) ?? testTexts.testsFetchFailed),
  });
  const [dropping, setDropping] = useState<number | null>(null);
  const [changingKey, setChangingKey] = useState<QuestionStatistics | null>(null);
  const [busy, setBusy] = useState(false);
  const drop = async (questionId: number) => {
    setBusy(true);
    try {
      await api.call('dropQuestion', { params: { id: testId }, body: { question_id: questionId } });
      await refresh();
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
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Text color="gray.700">
            Out of {test.data.max_marks} · {test.data.started} started · {test.data.submitted} submitted
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => exportCsv.mutate()}
            disabled={exportCsv.isPending}
          >
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        </HStack>
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
      <QueryView query={statistics} failedText={testTexts.statisticsFetchFailed}>
        {(found) => (
          <Stack gap="5">
            {found.sat === 0 ? (
              <Text color="gray.600">{testTexts.noStatistics}</Text>
            ) : (
              <ScoreDistribution statistics={found} />
            )}
            <Stack gap="3" as="section" aria-labelledby="test-questions-heading">
              <Heading as="h2" size="lg" id="test-questions-heading">
                Questions
              </Heading>
              {found.questions.map((question) => (
                <QuestionStatisticsCard
                  key={question.question_id}
                  question={question}
                  onDrop={(chosen) => setDropping(chosen.question_id)}
                  onChangeKey={setChangingKey}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryView>
      {changingKey && (
        <KeyChangeDialog
          testId={testId}
          question={changingKey}
          onClose={() => setChangingKey(null)}
          onChanged={async () => {
            setChangingKey(null);
            await refresh();
            notify.success(testTexts.keyChanged);
          }}
        />
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
