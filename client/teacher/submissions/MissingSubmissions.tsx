import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import type { BatchRef } from '../../../shared/schemas/common';
import type { MissingStudent } from '../../../shared/schemas/reminders';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { notify } from '../../components/notify';
import { api } from '../../data/client';
import { ApiRequestError } from '../../data/errors';
import { queryKeys } from '../../data/query-keys';
import { formatEnIn } from '../../lib/dates';
import { allBatchesFilter } from './submission-list';

export type MissingState = {
  ready: boolean;
  failed: boolean;
  overdue: boolean;
  dueDate: string | null;
  /** Who has not submitted, less anyone whose submission arrived since (the live list says so). */
  students: MissingStudent[];
};

/**
 * Who of the homework's batches has handed nothing in. Fetched once; a submission arriving on the
 * page's live list takes its student off, so the two lists never overlap.
 */
export function useMissingStudents(
  homeworkId: number | null,
  submissions: readonly TeacherSubmission[],
): MissingState {
  const missing = useQuery({
    queryKey: queryKeys.missingSubmissions(homeworkId),
    queryFn: ({ signal }) => api.call('missingSubmissions', { params: { id: homeworkId ?? 0 }, signal }),
    enabled: homeworkId !== null,
  });
  const submitted = new Set(submissions.map((submission) => submission.student.id));
  return {
    ready: missing.isSuccess,
    failed: missing.isError,
    overdue: missing.data?.overdue ?? false,
    dueDate: missing.data?.due_date ?? null,
    students: (missing.data?.students ?? []).filter((student) => !submitted.has(student.id)),
  };
}

/** The batch filter's options: the batches of the submitted and of the missing, once each, by name. */
export function withMissingBatches(
  found: readonly BatchRef[],
  students: readonly MissingStudent[],
): BatchRef[] {
  const byId = new Map(found.map((batch) => [batch.id, batch]));
  for (const student of students) byId.set(student.batch.id, student.batch);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const inBatch = (students: readonly MissingStudent[], batch: string) =>
  students.filter((student) => batch === allBatchesFilter || String(student.batch.id) === batch);

/** "12 of 15 submitted" for the batch the filter shows. */
export function SubmittedCount({
  submitted,
  missing,
  batch,
}: {
  submitted: number;
  missing: MissingState;
  batch: string;
}) {
  if (!missing.ready) return null;
  const total = submitted + inBatch(missing.students, batch).length;
  return (
    <Text fontWeight="semibold" color="gray.800" aria-live="polite">
      {submitted} of {total} submitted
    </Text>
  );
}

function reminderFailedText(error: unknown) {
  return error instanceof ApiRequestError && error.detail
    ? `The reminder was not sent: ${error.detail}`
    : 'The reminder was not sent. Please try again.';
}

/** The students still to submit, overdue once the due date has passed, each with a 'Remind' action. */
export function MissingSubmissions({
  homeworkId,
  missing,
  batch,
}: {
  homeworkId: number;
  missing: MissingState;
  batch: string;
}) {
  const [reminded, setReminded] = useState<ReadonlySet<number>>(new Set());
  const remind = useMutation({
    mutationFn: (student: MissingStudent) =>
      api.call('sendReminder', { params: { id: homeworkId }, body: { student_id: student.id } }),
    onSuccess: (_, student) => {
      setReminded((current) => new Set(current).add(student.id));
      notify.success(`Reminder sent to ${student.first_name} ${student.last_name}.`);
    },
    onError: (error) => notify.error(reminderFailedText(error)),
  });
  if (missing.failed) {
    return (
      <Text role="alert" color="red.700">
        The list of students who have not submitted could not be loaded. Reload the page to try again.
      </Text>
    );
  }
  if (!missing.ready) return null;
  const shown = inBatch(missing.students, batch);

  return (
    <Stack as="section" gap="3" aria-labelledby="missing-heading">
      <Heading as="h2" size="md" id="missing-heading">
        Not submitted ({shown.length})
      </Heading>
      {shown.length === 0 ? (
        <Text color="fg.muted">Everyone has submitted.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {shown.map((student) => {
            const name = `${student.first_name} ${student.last_name}`;
            const sent = reminded.has(student.id);
            return (
              <li key={student.id}>
                <Card.Root size="sm" variant="outline" bg="white">
                  <Card.Body>
                    <HStack justify="space-between" gap="2" wrap="wrap">
                      <Stack gap="0.5">
                        <Text fontWeight="semibold">
                          {name}{' '}
                          <Text as="span" fontWeight="normal" color="gray.700">
                            ({student.batch.name})
                          </Text>
                        </Text>
                        {missing.overdue && missing.dueDate && (
                          <HStack gap="2">
                            <Badge colorPalette="red" variant="solid" bg="red.700">
                              Overdue
                            </Badge>
                            <Text fontSize="sm" color="gray.700">
                              Due {formatEnIn(missing.dueDate)}
                            </Text>
                          </HStack>
                        )}
                      </Stack>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={sent || (remind.isPending && remind.variables?.id === student.id)}
                        aria-label={sent ? `${name} reminded` : `Remind ${name}`}
                        onClick={() => remind.mutate(student)}
                      >
                        <BellRing size={16} aria-hidden />
                        {sent ? 'Reminded' : 'Remind'}
                      </Button>
                    </HStack>
                  </Card.Body>
                </Card.Root>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
