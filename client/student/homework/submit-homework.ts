import { fromPromise } from 'xstate';
import type { SubmitLinkInput } from '../../../machines/homework-submission.machine';
import { messages } from '../../../shared/messages';
import type { StudentSubmission } from '../../../shared/schemas/submissions';
import { api } from '../../data/client';
import { isWithoutResponse, serverBodyText } from '../../data/server-errors';

/**
 * The homework card's submit actor: POST a first submission, PUT a resubmission over the existing
 * one. A failure rejects with an Error whose message is the text to show, as the machine expects.
 */
export const submitHomeworkLink = fromPromise<StudentSubmission, SubmitLinkInput>(async ({ input }) => {
  try {
    return await sendLink(input);
  } catch (error) {
    throw new Error(submitFailureMessage(error), { cause: error });
  }
});

async function sendLink({
  homeworkId,
  driveLink,
  submissionId,
}: SubmitLinkInput): Promise<StudentSubmission> {
  const body = { homework: homeworkId, drive_link: driveLink };
  const submission =
    submissionId === null
      ? await api.call('createSubmission', { body })
      : await api.call('updateSubmission', { params: { id: submissionId }, body });
  return submission as StudentSubmission;
}

/**
 * docs/behaviour.md#messages: 'Failed to submit homework: {server data}' when the server said why,
 * else the plain text.
 */
export function submitFailureMessage(error: unknown): string {
  const serverData = isWithoutResponse(error) ? null : serverBodyText(error);
  return serverData
    ? messages.student.homeworkSubmitFailedWith(serverData)
    : messages.student.homeworkSubmitFailed;
}
