import type { LiveClass } from '../../shared/schemas/classes';
import type { Homework } from '../../shared/schemas/homework';
import type { StudentSubmission, TeacherSubmission } from '../../shared/schemas/submissions';
import { teacherSubmission } from '../../shared/schemas/submissions';
import type { SocketAction, SocketMessage } from '../../shared/socket';

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

type MessageOf<A extends SocketAction> = Extract<SocketMessage, { action: A }>;

/** What each action a channel carries does to a cached list. */
type ListChanges<T> = { [A in SocketAction]?: (list: readonly T[], message: MessageOf<A>) => readonly T[] };

/**
 * Applies a message by its action; an action the list has no change for leaves it as it is (a channel
 * may carry other lists' messages, e.g. a batch's announcements beside its classes).
 */
function byAction<T>(changes: ListChanges<T>) {
  return (list: readonly T[], message: SocketMessage): readonly T[] => {
    // The table pairs each action with its own message, which TypeScript cannot follow through a lookup.
    const change = changes[message.action] as
      | ((list: readonly T[], message: SocketMessage) => readonly T[])
      | undefined;
    return change ? change(list, message) : list;
  };
}

/** Homework channels (a batch's, or the teacher's): new added if absent, update upserted, delete removed. */
export const applyHomeworkMessage = byAction<Homework>({
  new_homework: (list, message) => addIfAbsent(list, message.homework),
  update_homework: (list, message) => upsertById(list, message.homework),
  delete_homework: (list, message) => removeById(list, message.homework_id),
});

/** The teacher's classes channel: new and update upserted, delete removed by class_id. */
export const applyClassMessage = byAction<LiveClass>({
  new_class: (list, message) => upsertById(list, message.class),
  update_class: (list, message) => upsertById(list, message.class),
  delete_class: (list, message) => removeById(list, message.class_id),
});

/**
 * A homework's submission channel, on the teacher's list of its submissions: new_submission added
 * if new, update_submission and feedback replace.
 */
export const applySubmissionMessage = byAction<TeacherSubmission>({
  new_submission: teacherView(addIfAbsent),
  update_submission: teacherView(upsertById),
  feedback: teacherView(upsertById),
});

/**
 * Puts a message's submission in with `put` when it is in the teacher's shape: the channel is shared
 * with students, whose shape names the student by id only, and such a message leaves the list as it is.
 */
function teacherView(
  put: (list: readonly TeacherSubmission[], item: TeacherSubmission) => readonly TeacherSubmission[],
) {
  return (list: readonly TeacherSubmission[], message: { submission: unknown }) => {
    const parsed = teacherSubmission.safeParse(message.submission);
    return parsed.success ? put(list, parsed.data) : list;
  };
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
