import { AttemptCallError, type PendingAnswer } from '../../../machines/test-attempt.machine';
import type { AnswerValue, Attempt } from '../../../shared/schemas/assessments';
import { testTexts } from '../../../shared/test-texts';
import { ApiRequestError } from '../../data/errors';

export type PaletteStatus = 'not_visited' | 'not_answered' | 'answered' | 'marked';

export const paletteLabels: Record<PaletteStatus, string> = {
  not_visited: 'Not visited',
  not_answered: 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
};

export const paletteColors: Record<PaletteStatus, { bg: string; color: string; borderColor: string }> = {
  not_visited: { bg: 'white', color: 'gray.800', borderColor: 'gray.400' },
  not_answered: { bg: 'red.600', color: 'white', borderColor: 'red.700' },
  answered: { bg: 'green.700', color: 'white', borderColor: 'green.800' },
  marked: { bg: 'blue.700', color: 'white', borderColor: 'blue.800' },
};

export const isAnswered = (answer: AnswerValue | null | undefined) =>
  answer != null && ('choices' in answer ? answer.choices.length > 0 : answer.value.trim() !== '');

/** A question's square on the palette: never opened, opened and left blank, answered, or marked to come back to. */
export function paletteStatus(entry: PendingAnswer | undefined): PaletteStatus {
  if (!entry) return 'not_visited';
  if (entry.marked_for_review) return 'marked';
  return isAnswered(entry.answer) ? 'answered' : 'not_answered';
}

/** What the student has given for each question: the server's saved answers, overlaid by those still on the device. */
export function answersOnScreen(
  attempt: Attempt,
  pending: readonly PendingAnswer[],
): Map<number, PendingAnswer> {
  const byQuestion = new Map<number, PendingAnswer>();
  for (const saved of attempt.answers) byQuestion.set(saved.question_id, saved);
  for (const entry of pending) byQuestion.set(entry.question_id, entry);
  return byQuestion;
}

const storageKey = (attemptId: number) => `test-attempt-${attemptId}-pending`;

/** Answers given but not yet saved, kept on the device so a reload or a lost connection loses none. */
export function readPending(attemptId: number): PendingAnswer[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(attemptId)) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

export function writePending(attemptId: number, pending: readonly PendingAnswer[]) {
  try {
    if (pending.length === 0) localStorage.removeItem(storageKey(attemptId));
    else localStorage.setItem(storageKey(attemptId), JSON.stringify(pending));
  } catch {
    // Storage full or refused: the answers still wait in memory until they are saved.
  }
}

/** A failed call as the attempt machine acts on it. */
export function attemptError(error: unknown): AttemptCallError {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return new AttemptCallError('offline', testTexts.offline);
    if (error.status === 409 && error.detail === testTexts.timeUp)
      return new AttemptCallError('timeUp', testTexts.timeUp);
    if (error.status >= 500) return new AttemptCallError('offline', error.message);
    return new AttemptCallError('refused', error.detail ?? error.message);
  }
  return new AttemptCallError('offline', error instanceof Error ? error.message : String(error));
}

/** Minutes and seconds left, as a countdown shows them: 59:07, or 1:02:03 past an hour. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
