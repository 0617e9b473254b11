import type { DomainEvent } from '../domain/domain-event';

/**
 * What each cached read is filed under, and which events drop it. The events are the ones the
 * sockets hear (mock-server/realtime/events.ts): every write publishes one once it has committed.
 */
export const tags = {
  /** Everything read about one user: their session and user row, and their own answers. */
  user: (userId: number) => `user:${userId}`,
  /** The homework list of a batch's students. */
  batchHomework: (batchId: number) => `homework:batch:${batchId}`,
  /** Every teacher's homework list (a teacher's batches are not known without a query). */
  teacherHomework: 'homework:teachers',
  /** Who sees a homework's submissions, and what they are. */
  submissionsOf: (homeworkId: number) => `submissions:homework:${homeworkId}`,
  /** A student's own submissions, shown in their homework list. */
  ownSubmissions: (studentId: number) => `own:${studentId}`,
  /** The next class of a batch. */
  batchClasses: (batchId: number) => `classes:batch:${batchId}`,
  /** Every teacher's classes by day. */
  teacherClasses: 'classes:teachers',
  /** What a save checks of a test: who may see it, its sections and their questions' kinds and options. */
  testContent: (testId: number) => `test:${testId}`,
};

const batchOfChannel = (channel: string) => {
  const match = /^\/ws\/(?:homework\/)?batch\/(\d+)\/$/.exec(channel);
  return match ? Number(match[1]) : null;
};

/**
 * The tags an event changes, or 'everything'. A change to who a user is or what they may see (a
 * batch move, a renewal, a teacher given a batch, a new name) drops every read, since those are
 * rare and reach into lists of other people; a message of a kind this does not know drops every
 * read too, so a new kind of event can only cost hits, never serve a stale answer.
 */
export function tagsChangedBy(event: DomainEvent): Set<string> | 'everything' {
  const changed = new Set<string>();
  for (const testId of event.testContent?.testIds ?? []) changed.add(tags.testContent(testId));
  for (const change of event.accessChanges ?? []) {
    if (change.kind === 'changed') return 'everything';
    changed.add(tags.user(change.userId));
  }
  for (const { channel, message } of event.deliveries) {
    const batchId = batchOfChannel(channel);
    switch (message.action) {
      case 'new_homework':
      case 'update_homework':
      case 'delete_homework': {
        const homeworkId = message.action === 'delete_homework' ? message.homework_id : message.homework.id;
        changed.add(tags.teacherHomework);
        changed.add(tags.submissionsOf(homeworkId));
        if (batchId !== null) changed.add(tags.batchHomework(batchId));
        break;
      }
      case 'new_submission':
      case 'update_submission':
      case 'feedback': {
        const { submission } = message;
        changed.add(tags.submissionsOf(submission.homework));
        changed.add(
          tags.ownSubmissions(
            typeof submission.student === 'number' ? submission.student : submission.student.id,
          ),
        );
        break;
      }
      case 'new_class':
      case 'update_class':
      case 'delete_class':
        changed.add(tags.teacherClasses);
        if (batchId !== null) changed.add(tags.batchClasses(batchId));
        break;
      case 'new_announcement':
      // The teachers' test list is read uncached.
      case 'test_counts':
      // Notifications are read uncached: the unread count is one indexed read.
      case 'notification':
      case 'notifications_read':
        break;
      default:
        return 'everything';
    }
  }
  return changed;
}
