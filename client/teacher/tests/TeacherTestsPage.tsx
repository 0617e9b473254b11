import { Badge, Button, Card, Group, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  type Difficulty,
  difficulties,
  type Question,
  type TeacherTest,
} from '../../../shared/schemas/assessments';
import { type Subject, subjects } from '../../../shared/schemas/homework';
import { channels } from '../../../shared/socket';
import { testTexts } from '../../../shared/test-texts';
import { usePageTitle } from '../../app/usePageTitle';
import { MathText } from '../../components/math/MathText';
import { QuestionImage } from '../../components/QuestionImage';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { useChannel } from '../../data/useChannel';
import { formatEnIn } from '../../lib/dates';
import { downloadCsv } from '../../lib/download-csv';
import { useTeacherBatches } from '../common/useTeacherBatches';
import { ImportQuestionsDialog } from './ImportQuestionsDialog';
import { QuestionFormDialog } from './QuestionFormDialog';
import { difficultyLabels, kindLabels } from './question-form';
import { TestFormDialog } from './TestFormDialog';
import { useQuestionBank } from './useQuestionBank';

type View = 'tests' | 'bank';

/** /teacher/tests: the tests of the teacher's batches, and the academy's question bank. */
export default function TeacherTestsPage() {
  usePageTitle('Tests');
  const [view, setView] = useState<View>('tests');
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Tests
      </Heading>
      <Group attached={false} gap="2" role="group" aria-label="Show">
        {(
          [
            ['tests', 'Tests'],
            ['bank', 'Question bank'],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={view === value ? 'solid' : 'outline'}
            bg={view === value ? undefined : 'white'}
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </Group>
      {view === 'tests' ? <TestList /> : <QuestionBank />}
    </Stack>
  );
}

function TestList() {
  const batches = useTeacherBatches();
  const queryClient = useQueryClient();
  const tests = useQuery({
    queryKey: queryKeys.teacherTests,
    queryFn: ({ signal }) => api.call('listTests', { signal }),
  });
  // A student starting or submitting replaces that test's counts where the list shows them.
  useChannel(channels.teacherTests(), (message) => {
    if (message.action !== 'test_counts') return;
    queryClient.setQueryData<TeacherTest[]>(queryKeys.teacherTests, (list) =>
      list?.map((test) =>
        test.id === message.test_id
          ? { ...test, started: message.started, submitted: message.submitted }
          : test,
      ),
    );
  });
  const [editing, setEditing] = useState<TeacherTest | null | 'new'>(null);
  return (
    <Stack gap="4">
      <Button colorPalette="brand" alignSelf="start" onClick={() => setEditing('new')}>
        New test
      </Button>
      <QueryView query={tests} failedText={testTexts.testsFetchFailed}>
        {(list) =>
          list.length === 0 ? (
            <Text color="gray.600">{testTexts.noTests}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {list.map((test) => (
                <Card.Root key={test.id} as="article" variant="outline" bg="white" aria-label={test.title}>
                  <Card.Body gap="2">
                    <HStack justify="space-between" align="start">
                      <Heading as="h2" size="md">
                        {test.title}
                      </Heading>
                      <Badge colorPalette={test.status === 'published' ? 'green' : 'gray'}>
                        {test.status === 'published' ? 'Published' : 'Draft'}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm">{test.batch_names.map((batch) => batch.name).join(', ')}</Text>
                    <Text fontSize="sm" color="gray.700">
                      {formatEnIn(test.opens_at)} to {formatEnIn(test.closes_at)} · {test.duration_minutes}{' '}
                      minutes · {test.max_marks} marks
                    </Text>
                    <Text fontSize="sm">{testTexts.attemptCounts(test.started, test.submitted)}</Text>
                  </Card.Body>
                  <Card.Footer gap="2">
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/teacher/tests/${test.id}/attempts`}>Attempts</Link>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(test)}
                      disabled={test.started > 0}
                    >
                      Edit
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          )
        }
      </QueryView>
      {editing && (
        <TestFormDialog
          editing={editing === 'new' ? null : editing}
          batches={batches}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function QuestionBank() {
  const [subject, setSubject] = useState<Subject | ''>('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const [topic, setTopic] = useState('');
  const bank = useQuestionBank({
    subject: subject || undefined,
    difficulty: difficulty || undefined,
    topic: topic.trim() || undefined,
  });
  const [editing, setEditing] = useState<Question | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const filter = Object.fromEntries(
    Object.entries({ subject, difficulty, topic: topic.trim() }).filter(([, value]) => value),
  );
  const exportCsv = useMutation({
    mutationFn: () => api.call('exportQuestions', { query: filter }),
    onSuccess: (csv) => downloadCsv(csv, `questions-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => setEditing('new')} flexShrink={0}>
          New question
        </Button>
        <Button variant="outline" bg="white" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
        <Button
          variant="outline"
          bg="white"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </HStack>
      {exportCsv.isError && (
        <Text role="alert" color="red.700">
          {testTexts.exportFailed}
        </Text>
      )}
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'end' }}>
        <SelectField<Subject | ''>
          label="Subject"
          value={subject}
          onChange={setSubject}
          options={[
            { value: '', label: 'All subjects' },
            ...subjects.map((name) => ({ value: name, label: name })),
          ]}
          size="sm"
          onPage
        />
        <SelectField<Difficulty | ''>
          label="Difficulty"
          value={difficulty}
          onChange={setDifficulty}
          options={[
            { value: '', label: 'Any difficulty' },
            ...difficulties.map((value) => ({ value, label: difficultyLabels[value] })),
          ]}
          size="sm"
          onPage
        />
        <TextField label="Topic" value={topic} onChange={setTopic} bg="white" />
      </Stack>
      <QueryView query={bank} failedText={testTexts.questionsFetchFailed}>
        {(list) =>
          list.length === 0 ? (
            <Text color="gray.600">{testTexts.noQuestions}</Text>
          ) : (
            <Stack gap="3">
              {list.map((question) => (
                <Card.Root key={question.id} as="article" variant="outline" bg="white">
                  <Card.Body gap="2">
                    <HStack gap="2" flexWrap="wrap">
                      <Badge>{kindLabels[question.kind]}</Badge>
                      {question.subject && <Badge colorPalette="blue">{question.subject}</Badge>}
                      {question.topic && <Badge colorPalette="green">{question.topic}</Badge>}
                      {question.difficulty && (
                        <Badge colorPalette="orange">{difficultyLabels[question.difficulty]}</Badge>
                      )}
                      <Text fontSize="xs" color="gray.600">
                        {question.mine ? 'Yours' : `By ${question.author?.name ?? 'a former teacher'}`}
                      </Text>
                    </HStack>
                    <MathText text={question.text} as="div" />
                    <QuestionImage image={question.image} compact />
                  </Card.Body>
                  {question.mine && (
                    <Card.Footer>
                      <Button size="sm" variant="outline" onClick={() => setEditing(question)}>
                        Edit
                      </Button>
                    </Card.Footer>
                  )}
                </Card.Root>
              ))}
            </Stack>
          )
        }
      </QueryView>
      {editing && (
        <QuestionFormDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {importing && <ImportQuestionsDialog onClose={() => setImporting(false)} />}
    </Stack>
  );
}
