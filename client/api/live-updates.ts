import type { LiveClass } from '../../shared/schemas/classes';
import type { Homework } from '../../shared/schemas/homework';
import type { StudentSubmission, TeacherSubmission } from '../../shared/schemas/submissions';
import { teacherSubmission } from '../../shared/schemas/submissions';
import type { SocketMessage } from '../../shared/socket';

// How each channel's messages change a cached list (docs/behaviour.md#live-updates). Everything is
// keyed by id, so a message that repeats what a refetch already brought changes nothing.

type WithId = { id: number };

const holds = <T extends WithId>(list: readonly T[], item: T) =>
  list.some((existing) => existing.id === item.id);

/** Replaces the item with the same id; a list without it is returned as it is. */
export function replaceById<T extends WithId>(list: readonly T[], item: T): readonly T[] {
  return list.map((existing) => (existing.id === item.id ? item : existing));
}

/** Replaces the item with the same id, or appends it when it is new. */
export function upsertById<T extends WithId>(list: readonly T[], item: T): readonly T[] {
  return holds(list, item) ? replaceById(list, item) : [...list, item];
}

/** Appends the item when it is new; a list that has it already is returned as it is (a repeated 'new'). */
function addIfAbsent<T extends WithId>(list: readonly T[], item: T): readonly T[] {
  return holds(list, item) ? list : [...list, item];
}

export function removeById<T extends WithId>(list: readonly T[], id: number): readonly T[] {
  return list.filter((item) => item.id !== id);
}

/** Homework channels (a batch's, or the teacher's): new added if absent, update upserted, delete removed. */
export function applyHomeworkMessage(list: readonly Homework[], message: SocketMessage): readonly Homework[] {
  switch (message.action) {
    case 'new_homework':
      return addIfAbsent(list, message.homework);
    case 'update_homework':
      return upsertById(list, message.homework);
    case 'delete_homework':
      return removeById(list, message.homework_id);
    default:
      return list;
  }
}

/** The teacher's classes channel: new and update upserted, delete removed by class_id. */
export function applyClassMessage(list: readonly LiveClass[], message: SocketMessage): readonly LiveClass[] {
  switch (message.action) {
    case 'new_class':
    case 'update_class':
      return upsertById(list, message.class);
    case 'delete_class':
      return removeById(list, message.class_id);
    default:
      return list;
  }
}

/**
 * A homework's submission channel, on the teacher's list of its submissions: new_submission added
 * if new, update_submission and feedback replace.
 */
export function applySubmissionMessage(
  list: readonly TeacherSubmission[],
  message: SocketMessage,
): readonly TeacherSubmission[] {
  switch (message.action) {
    case 'new_submission':
    case 'update_submission':
    case 'feedback': {
      // The channel is shared with students, whose shape names the student by id only.
      const parsed = teacherSubmission.safeParse(message.submission);
      if (!parsed.success) return list;
      return message.action === 'new_submission'
        ? addIfAbsent(list, parsed.data)
        : upsertById(list, parsed.data);
    }
    default:
      return list;
  }
}

/**
 * A homework's submission channel, on the student's homework list: feedback and update_submission
 * replace the student's own submission shown on that homework.
 */
export function applyOwnSubmissionMessage(
  list: readonly Homework[],
  message: SocketMessage,
): readonly Homework[] {
  if (message.action !== 'feedback' && message.action !== 'update_submission') return list;
  return replaceOwnSubmission(list, message.submission as StudentSubmission);
}

/** The student's own submission, after they sent it or a message changed it, on its homework. */
export function replaceOwnSubmission(
  list: readonly Homework[],
  submission: StudentSubmission,
): readonly Homework[] {
  return list.map((homework) =>
    homework.id === submission.homework ? { ...homework, submissions: [submission] } : homework,
  );
}
