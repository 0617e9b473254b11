import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '../../../shared/messages';
import { type TeacherSubmission, teacherSubmission } from '../../../shared/schemas/submissions';
import { channels } from '../../../shared/socket';
import { labelledOptions, SelectField } from '../../components/SelectField';
import { api } from '../../data/client';
import { ApiRequestError } from '../../data/errors';
import { applySubmissionMessage } from '../../data/live-updates';
import { QueryView } from '../../data/QueryView';
import { queryKeys } from '../../data/query-keys';
import { useLiveList } from '../../data/useLiveList';
import { logFetchFailure } from '../common/log-fetch-failure';
import { GiveFeedbackDialog } from './GiveFeedbackDialog';
import {
  MissingSubmissions,
  SubmittedCount,
  useMissingStudents,
  withMissingBatches,
} from './MissingSubmissions';
import { SubmissionCard } from './SubmissionCard';
import {
  allBatchesFilter,
  batchesFound,
  defaultSubmissionSort,
  type SubmissionSort,
  submissionSorts,
  visibleSubmissions,
} from './submission-list';
import { useHomeworkTitle } from './useHomeworkTitle';

function loadFailedText(error: unknown): string {
  const detail = error instanceof ApiRequestError ? error.detail : undefined;
  return detail ? messages.teacher.submissionsLoadFailedWith(detail) : messages.teacher.submissionsLoadFailed;
}

/** A teacher's answer names each student; anything else is not for this screen. */
function teacherViews(submissions: readonly unknown[]): TeacherSubmission[] {
  return submissions.flatMap((item) => {
    const parsed = teacherSubmission.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** One homework's submissions: filter by batch, sort, give or edit feedback; live on its channel. */
export default function SubmissionsPage() {
  const homeworkId = Number(useParams().homeworkId);
  const validId = Number.isInteger(homeworkId) && homeworkId > 0;
  const fetchSubmissions = useCallback(
    async (signal: AbortSignal) => {
      if (!validId) throw new Error(`No homework has the id ${homeworkId}`);
      const submissions = await api
        .call('listSubmissions', { params: { id: homeworkId }, signal })
        .catch(logFetchFailure('Failed to fetch submissions'));
      return teacherViews(submissions);
    },
    [homeworkId, validId],
  );
  const { query, upsert } = useLiveList({
    queryKey: queryKeys.submissions(homeworkId),
    queryFn: fetchSubmissions,
    channelPath: validId ? channels.homeworkSubmissions(homeworkId) : null,
    applyMessage: applySubmissionMessage,
  });
  const listedTitle = useHomeworkTitle(homeworkId);
  const [batch, setBatch] = useState(allBatchesFilter);
  const [sort, setSort] = useState<SubmissionSort>(defaultSubmissionSort);
  const [reviewing, setReviewing] = useState<TeacherSubmission | null>(null);

  const submissions = query.data ?? [];
  const shown = visibleSubmissions(submissions, batch, sort);
  const homeworkTitle = listedTitle ?? submissions[0]?.homework_title;
  const missing = useMissingStudents(validId ? homeworkId : null, submissions);

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
        <SubmittedCount submitted={shown.length} missing={missing} batch={batch} />
      </Stack>

      <HStack gap="3" wrap="wrap" align="flex-end">
        <SelectField
          label="Batch"
          value={batch}
          onChange={setBatch}
          options={[
            { value: allBatchesFilter, label: 'All' },
            ...withMissingBatches(batchesFound(submissions), missing.students).map((found) => ({
              value: String(found.id),
              label: found.name,
            })),
          ]}
          width={{ base: '100%', sm: '220px' }}
          onPage
        />
        <SelectField<SubmissionSort>
          label="Sort by"
          value={sort}
          onChange={setSort}
          options={labelledOptions(submissionSorts)}
          width={{ base: '100%', sm: '260px' }}
          onPage
        />
      </HStack>

      <QueryView query={query} failedText={loadFailedText}>
        {() =>
          shown.length === 0 ? (
            <Text color="fg.muted" py="6">
              {messages.teacher.noSubmissions}
            </Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {shown.map((submission) => (
                <li key={submission.id}>
                  <SubmissionCard submission={submission} onFeedback={() => setReviewing(submission)} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryView>

      {validId && <MissingSubmissions homeworkId={homeworkId} missing={missing} batch={batch} />}

      {reviewing && (
        <GiveFeedbackDialog submission={reviewing} onClose={() => setReviewing(null)} onSaved={upsert} />
      )}
    </Stack>
  );
}
