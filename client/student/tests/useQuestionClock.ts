import { useRef } from 'react';
import type { PendingAnswer } from '../../../machines/test-attempt.machine';

/**
 * Counts the time the student spends on each question (for the teacher's statistics), from what was
 * saved before: the question on screen runs; moving to another banks its stretch.
 */
export function useQuestionClock(given: ReadonlyMap<number, PendingAnswer>, firstId: number) {
  const spent = useRef<Map<number, number> | null>(null);
  if (spent.current === null)
    spent.current = new Map(
      [...given.values()].map((entry) => [entry.question_id, (entry.seconds_spent ?? 0) * 1000]),
    );
  const running = useRef({ id: firstId, since: Date.now() });
  const bank = (now: number) => {
    const { id, since } = running.current;
    spent.current?.set(id, (spent.current.get(id) ?? 0) + (now - since));
    running.current = { id, since: now };
  };
  return {
    /** Whole seconds on the question so far, the running stretch included. */
    secondsOn(questionId: number) {
      const now = Date.now();
      const { id, since } = running.current;
      const ms = (spent.current?.get(questionId) ?? 0) + (id === questionId ? now - since : 0);
      return Math.round(ms / 1000);
    },
    /** Stops the clock of the question on screen and starts the next one's; answers the seconds banked. */
    moveTo(questionId: number) {
      bank(Date.now());
      running.current = { id: questionId, since: Date.now() };
    },
  };
}
