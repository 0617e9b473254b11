import { messages } from '../../../shared/messages';
import type { Homework, HomeworkStatus, HomeworkWrite, Subject } from '../../../shared/schemas/homework';
import { httpLinkOrNull } from '../../lib/links';
import { isAllowedDateChoice } from '../shared/pastDateRule';

export type HomeworkFormValues = {
  title: string;
  description: string;
  dueDate: Date | null;
  batchIds: readonly number[];
  gdriveLink: string;
  allowResubmit: boolean;
  status: HomeworkStatus;
  /** Empty when no subject is chosen. */
  subject: Subject | '';
};

/** Spec defaults: status open, resubmission not allowed. */
export const emptyHomeworkForm: HomeworkFormValues = {
  title: '',
  description: '',
  dueDate: null,
  batchIds: [],
  gdriveLink: '',
  allowResubmit: false,
  status: 'open',
  subject: '',
};

export function homeworkFormFrom(homework: Homework): HomeworkFormValues {
  return {
    title: homework.title,
    description: homework.description,
    dueDate: new Date(homework.due_date),
    batchIds: homework.batch_names.map((batch) => batch.id),
    gdriveLink: homework.gdrive_link ?? '',
    allowResubmit: homework.allow_resubmit,
    status: homework.status,
    subject: homework.subject ?? '',
  };
}

export const invalidLinkText = 'Enter a valid http(s) URL.';

/**
 * What stops a save, or null: title, due date and a batch are required ('Please fill in all required
 * fields.'); the due date may not be before today unless an edit keeps the one the homework was
 * saved with (`savedDueDate`); a drive link, when given, must be a web link.
 */
export function homeworkFormProblem(
  values: HomeworkFormValues,
  now: Date,
  savedDueDate?: Date,
): string | null {
  if (!values.title.trim() || !values.dueDate || values.batchIds.length === 0) {
    return messages.teacher.homeworkRequired;
  }
  if (!isAllowedDateChoice(values.dueDate, now, savedDueDate)) return messages.teacher.dueDateInPast;
  const link = values.gdriveLink.trim();
  if (link && !httpLinkOrNull(link)) return invalidLinkText;
  return null;
}

export function toggleBatch(batchIds: readonly number[], batchId: number, checked: boolean): number[] {
  const others = batchIds.filter((id) => id !== batchId);
  return checked ? [...others, batchId] : others;
}

/** The write body; the due date travels in UTC. Call only when homeworkFormProblem is null. */
export function toHomeworkWrite(values: HomeworkFormValues): HomeworkWrite {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    due_date: (values.dueDate as Date).toISOString(),
    batch_ids: [...values.batchIds],
    gdrive_link: values.gdriveLink.trim(),
    allow_resubmit: values.allowResubmit,
    status: values.status,
    subject: values.subject || null,
  };
}
