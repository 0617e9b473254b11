import type { Database } from '../db/client';
import type { AuthUser } from '../domain/accounts/auth-user';
import { type AttemptFacts, attemptFacts } from '../domain/assessments/attempts';
import { testForAttempts } from '../domain/assessments/tests';
import { classesOfTeacherOnDay, nextClassOfBatch } from '../domain/classes/classes';
import { homeworkVisibleTo } from '../domain/homework/homework';
import {
  requireSubmissionsOfHomework,
  toStudentSubmission,
  toTeacherSubmission,
} from '../domain/submissions/submissions';
import { tags } from './invalidation';
import type { KeyedCache } from './keyed-cache';

/**
 * The hot reads of mock-server/domain/, answered from memory once read: each keyed by who asks (a
 * user, or a batch where every member sees the same) and filed under the tags whose events change
 * it (invalidation.ts). Same arguments and answers as the domain functions they wrap. Handlers
 * call these after the guard, whose catch-up with the bus makes the answers current.
 */
export function createCachedReads(
  cache: KeyedCache<unknown>,
  attempts: KeyedCache<unknown>,
  hearing: () => boolean,
) {
  const throughCache = <V>(
    into: KeyedCache<unknown>,
    key: string,
    filedUnder: string[],
    load: () => Promise<V>,
    until?: (value: V) => number,
  ): Promise<V> =>
    hearing() ? (into.get(key, filedUnder, load, until as (value: unknown) => number) as Promise<V>) : load();
  const through = <V>(
    key: string,
    filedUnder: string[],
    load: () => Promise<V>,
    until?: (value: V) => number,
  ): Promise<V> => throughCache(cache, key, filedUnder, load, until);

  return {
    homeworkVisibleTo(db: Database, user: AuthUser) {
      // The read is written out at each use rather than named: under tsx a named closure costs every
      // request a call that names it.
      if (user.role === 'teacher')
        return through(`homework:teacher:${user.id}`, [tags.teacherHomework, tags.user(user.id)], () =>
          homeworkVisibleTo(db, user),
        );
      if (user.batchId === null) return homeworkVisibleTo(db, user);
      return through(
        `homework:student:${user.id}:${user.batchId}`,
        [tags.batchHomework(user.batchId), tags.ownSubmissions(user.id), tags.user(user.id)],
        () => homeworkVisibleTo(db, user),
      );
    },

    /** In the asker's shape (a teacher sees names and batches); refusals (403, 404) are thrown, never kept. */
    submissionsOfHomework(db: Database, user: AuthUser, homeworkId: number) {
      return through(
        `submissions:${homeworkId}:${user.role}:${user.id}:${user.batchId}`,
        [tags.submissionsOf(homeworkId), tags.user(user.id)],
        async () => {
          const records = await requireSubmissionsOfHomework(db, user, homeworkId);
          return user.role === 'teacher'
            ? records.map(toTeacherSubmission)
            : records.map(toStudentSubmission);
        },
      );
    },

    /**
     * Shared by the batch. The answer holds until its class ends (then the one after is next): the
     * time the class stays "not ended" is `now - notEnded`, whatever the caller chose.
     */
    nextClassOfBatch(db: Database, batchId: number, notEnded: Date) {
      const running = Date.now() - notEnded.getTime();
      return through(
        `next-class:${batchId}`,
        [tags.batchClasses(batchId)],
        () => nextClassOfBatch(db, batchId, notEnded),
        (next) => (next ? Date.parse(next.start_time) + running : Number.POSITIVE_INFINITY),
      );
    },

    /** The same for every attempt at the test: one read per test rather than one per start or save. */
    testForAttempts(db: Database, testId: number) {
      // A test not there yet is not kept: one made later under that id must be found.
      return through(
        `test-for-attempts:${testId}`,
        [tags.testContent(testId)],
        () => testForAttempts(db, testId),
        (test) => (test ? Number.POSITIVE_INFINITY : 0),
      );
    },

    /**
     * What never changes of an attempt, kept until its deadline (no write changes it, so no event
     * drops it); an attempt not there yet is not kept.
     */
    attemptFacts(db: Database, attemptId: number) {
      return throughCache(
        attempts,
        `attempt:${attemptId}`,
        [],
        () => attemptFacts(db, attemptId),
        (facts) => facts?.deadline.getTime() ?? 0,
      );
    },

    /** An attempt's facts as its start wrote them: its saves then need no read. */
    keepAttemptFacts(attemptId: number, facts: AttemptFacts) {
      void throughCache(
        attempts,
        `attempt:${attemptId}`,
        [],
        () => Promise.resolve(facts),
        (kept) => kept.deadline.getTime(),
      );
    },

    classesOfTeacherOnDay(db: Database, teacherId: number, date: string, tz: string) {
      return through(`classes:${teacherId}:${date}:${tz}`, [tags.teacherClasses, tags.user(teacherId)], () =>
        classesOfTeacherOnDay(db, teacherId, date, tz),
      );
    },
  };
}
