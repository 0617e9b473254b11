import { Alert, Field, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { type TeacherSubmission, teacherSubmission } from '../../../shared/schemas/submissions';
import { channels, type SocketMessage } from '../../../shared/socket';
import { api } from '../../api/client';
import { ApiRequestError } from '../../api/errors';
import { useChannel } from '../../api/useChannel';
import { applySubmissionMessage, upsertById } from '../shared/liveUpdates';
import { FeedbackDialog } from './FeedbackDialog';
import { SubmissionCard } from './SubmissionCard';
import {
  allBatchesFilter,
  batchesFound,
  defaultSubmissionSort,
  type SubmissionSort,
  submissionSorts,
  visibleSubmissions,
} from './submissionList';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; submissions: readonly TeacherSubmission[] };

function loadFailedText(error: unknown): string {
  const detail = error instanceof ApiRequestError ? error.detail : undefined;
  return detail ? messages.teacher.submissionsLoadFailedWith(detail) : messages.teacher.submissionsLoadFailed;
}

/** One homework's submissions: filter by batch, sort, give or edit feedback; live on its channel. */
export default function HomeworkSubmissions() {
  const homeworkId = Number(useParams().homeworkId);
  const validId = Number.isInteger(homeworkId) && homeworkId > 0;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [batch, setBatch] = useState(allBatchesFilter);
  const [sort, setSort] = useState<SubmissionSort>(defaultSubmissionSort);
  const [reviewing, setReviewing] = useState<TeacherSubmission | null>(null);

  useEffect(() => {
    if (!validId) {
      setState({ status: 'failed', message: messages.teacher.submissionsLoadFailed });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .call('listSubmissions', { params: { id: homeworkId }, signal: controller.signal })
      .then((submissions) =>
        setState({
          status: 'ready',
          // A teacher's answer names each student; anything else is not for this screen.
          submissions: submissions.flatMap((item) => {
            const parsed = teacherSubmission.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          }),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: loadFailedText(error) });
      });
    return () => controller.abort();
  }, [homeworkId, validId]);

  const updateSubmissions = useCallback(
    (change: (list: readonly TeacherSubmission[]) => readonly TeacherSubmission[]) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', submissions: change(current.submissions) } : current,
      ),
    [],
  );

  useChannel(
    validId ? channels.homeworkSubmissions(homeworkId) : null,
    useCallback(
      (message: SocketMessage) => updateSubmissions((list) => applySubmissionMessage(list, message)),
      [updateSubmissions],
    ),
  );

  const submissions = state.status === 'ready' ? state.submissions : [];
  const shown = visibleSubmissions(submissions, batch, sort);
  const homeworkTitle = submissions[0]?.homework_title;

  return (
    <Stack gap="5">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start">
        <RouterLink to="/teacher/homework">
          <ArrowLeft size={16} aria-hidden />
          Back to homework
        </RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Homework Submissions
        </Heading>
        {homeworkTitle && <Text color="fg.muted">{homeworkTitle}</Text>}
      </Stack>

      <HStack gap="3" wrap="wrap" align="flex-end">
        <Field.Root width={{ base: '100%', sm: '220px' }}>
          <Field.Label>Batch</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={batch}
              onChange={(event) => setBatch(event.currentTarget.value)}
            >
              <option value={allBatchesFilter}>All</option>
              {batchesFound(submissions).map((found) => (
                <option key={found.id} value={String(found.id)}>
                  {found.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width={{ base: '100%', sm: '260px' }}>
          <Field.Label>Sort by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={sort}
              onChange={(event) => setSort(event.currentTarget.value as SubmissionSort)}
            >
              {Object.entries(submissionSorts).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>

      {state.status === 'loading' && <Text color="fg.muted">Loading...</Text>}
      {state.status === 'failed' && (
        <Alert.Root role="alert" status="error" variant="solid">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
      {state.status === 'ready' && shown.length === 0 && (
        <Text color="fg.muted" py="6">
          {messages.teacher.noSubmissions}
        </Text>
      )}
      {shown.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none">
          {shown.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} onFeedback={() => setReviewing(submission)} />
            </li>
          ))}
        </Stack>
      )}

      {reviewing && (
        <FeedbackDialog
          submission={reviewing}
          onClose={() => setReviewing(null)}
          onSaved={(saved) => updateSubmissions((list) => upsertById(list, saved))}
        />
      )}
    </Stack>
  );
}
