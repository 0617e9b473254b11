import { startOfDay } from 'date-fns';
import { messages } from '../../../shared/messages';
import {
  type Homework,
  type HomeworkStatus,
  type HomeworkWrite,
  homeworkWriteChoosing,
  type Subject,
} from '../../../shared/schemas/homework';

export type HomeworkFormValues = {
  title: string;
  description: string;
  dueDate: Date | null;
  batchIds: readonly number[];
  gdriveLink: string;
  allowResubmit: boolean;
  /** Unticked closes the homework to work handed in after its due date. */
  allowLate: boolean;
  status: HomeworkStatus;
  /** Empty when no subject is chosen. */
  subject: Subject | '';
};

/** Status open, resubmission not allowed, late work allowed (docs/behaviour.md#homework-states). */
export const emptyHomeworkForm: HomeworkFormValues = {
  title: '',
  description: '',
  dueDate: null,
  batchIds: [],
  gdriveLink: '',
  allowResubmit: false,
  allowLate: true,
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
    allowLate: homework.allow_late,
    status: homework.status,
    subject: homework.subject ?? '',
  };
}

/** Fields whose emptiness, like a missing due date, shows 'Please fill in all required fields.'. */
const requiredFields: readonly PropertyKey[] = ['title', 'batch_ids'];

/**
 * What stops a save, or null: the server's own rules (`homeworkWriteChoosing`, docs/behaviour.md#validation)
 * with today read in the teacher's zone, so the due date may not be before today unless an edit keeps
 * the one the homework was saved with (`savedDueDate`). A missing title, due date or batch shows the
 * one text for all three (docs/behaviour.md#validation); any other problem shows the schema's message.
 */
export function homeworkFormProblem(
  values: HomeworkFormValues,
  now: Date,
  savedDueDate?: Date,
): string | null {
  const result = homeworkWriteChoosing(() => ({
    todayStart: startOfDay(now),
    saved: savedDueDate,
  })).safeParse(toHomeworkWrite(values));
  if (result.success) return null;
  const missing = result.error.issues.some(
    (issue) => issue.code === 'too_small' && requiredFields.includes(issue.path[0]),
  );
  return missing || values.dueDate === null
    ? messages.teacher.homeworkRequired
    : result.error.issues[0].message;
}

export function toggleBatch(batchIds: readonly number[], batchId: number, checked: boolean): number[] {
  const others = batchIds.filter((id) => id !== batchId);
  return checked ? [...others, batchId] : others;
}

/** The write body; the due date travels in UTC (empty while none is chosen, which the schema refuses). */
export function toHomeworkWrite(values: HomeworkFormValues): HomeworkWrite {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    due_date: values.dueDate?.toISOString() ?? '',
    batch_ids: [...values.batchIds],
    gdrive_link: values.gdriveLink.trim(),
    allow_resubmit: values.allowResubmit,
    allow_late: values.allowLate,
    status: values.status,
    subject: values.subject || null,
  };
}
