import { Alert, Badge, Box, Button, Card, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { type PendingAnswer, testAttemptMachine } from '../../../machines/test-attempt.machine';
import type { AnswerValue, Attempt, StudentTest } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { usePageTitle } from '../../app/usePageTitle';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MathText } from '../../components/math/MathText';
import { QuestionImage } from '../../components/QuestionImage';
import { api } from '../../data/client';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';
import { AnswerInput } from './AnswerInput';
import { answersOnScreen, attemptError, formatRemaining, readPending, writePending } from './attempt-view';
import { QuestionPalette } from './QuestionPalette';
import { useStudentTests } from './TestsPage';
import { useQuestionClock } from './useQuestionClock';
import { useServerCountdown } from './useServerCountdown';

/** /dashboard/tests/:testId: the exam hall. Finds where the student is in the test, then runs the attempt. */
export default function TakeTestPage() {
  usePageTitle('Test');
  const testId = Number(useParams().testId);
  const tests = useStudentTests();
  return (
    <QueryView query={tests} failedText={testTexts.testsFetchFailed}>
      {(list) => {
        const test = list.find((item) => item.id === testId);
        if (!test) return <Text>{testTexts.noSuchTest}</Text>;
        if (test.state === 'submitted' && test.attempt_id !== null)
          return <Navigate to={`/dashboard/tests/results/${test.attempt_id}`} replace />;
        if (test.state === 'upcoming') return <Text>{testTexts.notOpenYet(formatEnIn(test.opens_at))}</Text>;
        if (test.state === 'missed') return <Text>{testTexts.closed}</Text>;
        return test.attempt_id === null ? (
          <AttemptScreen test={test} attempt={null} />
        ) : (
          <ResumeAttempt test={test} attemptId={test.attempt_id} />
        );
      }}
    </QueryView>
  );
}

function ResumeAttempt({ test, attemptId }: { test: StudentTest; attemptId: number }) {
  const attempt = useQuery({
    queryKey: queryKeys.attempt(attemptId),
    queryFn: ({ signal }) => api.call('getAttempt', { params: { id: attemptId }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <QueryView query={attempt} failedText={testTexts.attemptFetchFailed}>
      {(loaded) =>
        loaded.status === 'submitted' ? (
          <Navigate to={`/dashboard/tests/results/${attemptId}`} replace />
        ) : (
          <AttemptScreen test={test} attempt={loaded} />
        )
      }
    </QueryView>
  );
}

function savingText(value: string, waiting: number) {
  if (value === 'offline') return `Offline: ${waiting} answer${waiting === 1 ? '' : 's'} kept on this device`;
  if (value === 'saving' || waiting > 0) return 'Saving...';
  return 'All answers saved';
}

function AttemptScreen({ test, attempt: initial }: { test: StudentTest; attempt: Attempt | null }) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      testAttemptMachine.provide({
        actors: {
          startAttempt: fromPromise(({ input }: { input: { testId: number } }) =>
            api.call('startAttempt', { params: { id: input.testId } }).catch((error) => {
              throw attemptError(error);
            }),
          ),
          saveAnswer: fromPromise(
            ({ input }: { input: { attemptId: number; answer: PendingAnswer } }): Promise<PendingAnswer> =>
              api
                .call('saveAnswer', { params: { id: input.attemptId }, body: input.answer })
                .catch((error) => {
                  throw attemptError(error);
                }),
          ),
          submitAttempt: fromPromise(({ input }: { input: { attemptId: number } }) =>
            api.call('submitAttempt', { params: { id: input.attemptId } }).catch((error) => {
              throw attemptError(error);
            }),
          ),
        },
        actions: {
          persistPending: (_, { attemptId, pending }) => {
            if (attemptId !== null) writePending(attemptId, pending);
          },
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { testId: test.id, attempt: initial, pending: initial ? readPending(initial.id) : [] },
  });
  const { attempt, pending, error } = snapshot.context;
  const state = String(snapshot.value);

  useEffect(() => {
    const online = () => send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [send]);

  useEffect(() => {
    if (state === 'submitted' || state === 'timeUp')
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentTests });
  }, [state, queryClient]);

  if (state === 'submitted' && attempt)
    return <Navigate to={`/dashboard/tests/results/${attempt.id}`} replace />;
  if (!attempt || state === 'notStarted' || state === 'starting')
    return (
      <Card.Root variant="outline" bg="white" maxW="2xl">
        <Card.Body gap="3">
          <Heading as="h1" size="xl">
            {test.title}
          </Heading>
          <Text>
            {test.question_count} questions · {test.max_marks} marks · {test.duration_minutes} minutes. The
            time runs from when you start; the test closes at {formatEnIn(test.closes_at)} whatever is left.
          </Text>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
        <Card.Footer>
          <Button
            colorPalette="brand"
            onClick={() => send({ type: 'START' })}
            disabled={state === 'starting'}
          >
            {state === 'starting' ? 'Starting...' : 'Start test'}
          </Button>
        </Card.Footer>
      </Card.Root>
    );
  return <ExamHall attempt={attempt} pending={pending} state={state} error={error} send={send} />;
}

type ExamHallProps = {
  attempt: Attempt;
  pending: PendingAnswer[];
  state: string;
  error: string | null;
  send: ReturnType<typeof useMachine<typeof testAttemptMachine>>[1];
};

function ExamHall({ attempt, pending, state, error, send }: ExamHallProps) {
  const [given, setGiven] = useState(() => answersOnScreen(attempt, pending));
  const [sectionIndex, setSectionIndex] = useState(0);
  const section = attempt.sections[sectionIndex];
  const [currentId, setCurrentId] = useState(attempt.sections[0]?.questions[0]?.id ?? 0);
  const [confirming, setConfirming] = useState(false);
  const remaining = useServerCountdown(attempt.deadline, attempt.server_now, () => send({ type: 'TIME_UP' }));
  const over = state === 'timeUp' || state === 'submitting' || state === 'submitted';

  const clock = useQuestionClock(given, currentId);

  const give = (given_: PendingAnswer) => {
    const entry = { ...given_, seconds_spent: clock.secondsOn(given_.question_id) };
    setGiven((previous) => new Map(previous).set(entry.question_id, entry));
    send({ type: 'ANSWER', answer: entry });
  };
  const open = (questionId: number) => {
    if (questionId !== currentId && !over) {
      const before = clock.secondsOn(currentId);
      clock.moveTo(questionId);
      // The time on the question left is saved with it, so the teacher's average counts it.
      const left = given.get(currentId);
      if (left && (left.seconds_spent ?? 0) < before) give(left);
    }
    setCurrentId(questionId);
    // Opening a question marks it seen, for the palette here and after a reload.
    if (!given.has(questionId) && !over)
      give({ question_id: questionId, answer: null, marked_for_review: false });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first question is seen once, on arrival.
  useEffect(() => open(currentId), []);

  const firstNumbers = attempt.sections.map((_, index) =>
    attempt.sections.slice(0, index).reduce((sum, earlier) => sum + earlier.questions.length, 1),
  );
  const indexInSection = section.questions.findIndex((question) => question.id === currentId);
  const question = section.questions[indexInSection] ?? section.questions[0];
  const entry = given.get(question.id);
  const number = firstNumbers[sectionIndex] + Math.max(0, indexInSection);
  const setAnswer = (answer: AnswerValue | null) =>
    give({ question_id: question.id, answer, marked_for_review: entry?.marked_for_review ?? false });
  const goSection = (index: number) => {
    setSectionIndex(index);
    open(attempt.sections[index].questions[0].id);
  };
  const step = (delta: number) => {
    const next = section.questions[indexInSection + delta];
    if (next) open(next.id);
    else if (delta > 0 && sectionIndex + 1 < attempt.sections.length) goSection(sectionIndex + 1);
    else if (delta < 0 && sectionIndex > 0) {
      const previous = attempt.sections[sectionIndex - 1];
      setSectionIndex(sectionIndex - 1);
      open(previous.questions[previous.questions.length - 1].id);
    }
  };
  const lowTime = remaining !== null && remaining < 5 * 60_000;

  return (
    <Stack gap="4">
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
        gap="3"
        position="sticky"
        top="0"
        zIndex="docked"
        bg="gray.50"
        py="2"
      >
        <Heading as="h1" size="xl">
          {attempt.title}
        </Heading>
        <HStack gap="3" flexWrap="wrap">
          <Text fontSize="sm" color="gray.700" aria-live="polite">
            {savingText(state, pending.length)}
          </Text>
          <Badge
            role="timer"
            aria-label={`Time left ${formatRemaining(remaining ?? 0)}`}
            fontSize="lg"
            px="3"
            py="1"
            colorPalette={lowTime ? 'red' : 'gray'}
            fontVariantNumeric="tabular-nums"
          >
            {formatRemaining(remaining ?? 0)}
          </Badge>
          <Button colorPalette="brand" onClick={() => setConfirming(true)} disabled={over}>
            {state === 'submitting' ? 'Submitting...' : 'Submit test'}
          </Button>
        </HStack>
      </Stack>

      {state === 'offline' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{testTexts.offline}</Alert.Title>
        </Alert.Root>
      )}
      {state === 'timeUp' && (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Title>{testTexts.timeUpNotice}</Alert.Title>
          <Button asChild size="sm" ms="auto" variant="outline">
            <Link to={`/dashboard/tests/results/${attempt.id}`}>See result</Link>
          </Button>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{testTexts.saveFailed(error)}</Alert.Title>
        </Alert.Root>
      )}

      <HStack gap="2" flexWrap="wrap" role="group" aria-label="Sections">
        {attempt.sections.map((item, index) => (
          <Button
            key={item.title}
            size="sm"
            borderRadius="full"
            colorPalette="brand"
            variant={index === sectionIndex ? 'solid' : 'outline'}
            bg={index === sectionIndex ? undefined : 'white'}
            aria-pressed={index === sectionIndex}
            onClick={() => goSection(index)}
          >
            {item.title}
          </Button>
        ))}
      </HStack>

      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 280px' }} gap="5" alignItems="start">
        <Card.Root variant="outline" bg="white" as="section" aria-labelledby="question-heading">
          <Card.Header>
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Heading as="h2" size="md" id="question-heading">
                Question {number}
              </Heading>
              <Text fontSize="sm" color="gray.600">
                +{section.correct_marks} / {section.wrong_marks}
                {section.partial_marks && question.kind === 'multiple' ? ' · partial marks' : ''}
              </Text>
            </HStack>
          </Card.Header>
          <Card.Body gap="4">
            <Box fontSize="lg">
              <MathText text={question.text} as="div" />
            </Box>
            <QuestionImage image={question.image} />
            <AnswerInput
              question={question}
              answer={entry?.answer ?? null}
              disabled={over}
              onAnswer={setAnswer}
            />
          </Card.Body>
          <Card.Footer gap="2" flexWrap="wrap">
            <Button variant="outline" onClick={() => step(-1)} disabled={number === 1}>
              Previous
            </Button>
            <Button
              variant="outline"
              colorPalette="blue"
              aria-pressed={entry?.marked_for_review ?? false}
              disabled={over}
              onClick={() =>
                give({
                  question_id: question.id,
                  answer: entry?.answer ?? null,
                  marked_for_review: !(entry?.marked_for_review ?? false),
                })
              }
            >
              {entry?.marked_for_review ? 'Unmark review' : 'Mark for review'}
            </Button>
            <Button variant="outline" onClick={() => setAnswer(null)} disabled={over || !entry?.answer}>
              Clear response
            </Button>
            <Button colorPalette="brand" onClick={() => step(1)}>
              Next
            </Button>
          </Card.Footer>
        </Card.Root>
        <Card.Root variant="outline" bg="white">
          <Card.Body>
            <QuestionPalette
              questions={section.questions}
              firstNumber={firstNumbers[sectionIndex]}
              currentId={question.id}
              given={given}
              onSelect={open}
            />
          </Card.Body>
        </Card.Root>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title="Submit test"
        message={testTexts.submitConfirm}
        confirmLabel="Submit"
        onConfirm={() => {
          setConfirming(false);
          if (entry) give(entry);
          send({ type: 'SUBMIT' });
        }}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
