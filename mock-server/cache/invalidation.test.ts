import { describe, expect, it } from 'vitest';
import type { Homework } from '../../shared/schemas/homework';
import type { SubmissionRecord } from '../domain/submissions/submissions';
import {
  classCreated,
  classUpdated,
  homeworkCreated,
  homeworkDeleted,
  homeworkUpdated,
  notificationsRead,
  submissionChanged,
  testContentChanged,
} from '../realtime/events';
import { tags, tagsChangedBy } from './invalidation';

const view: Homework = {
  id: 7,
  title: 'Vectors',
  description: '',
  due_date: '2030-01-01T00:00:00.000Z',
  status: 'open',
  gdrive_link: '',
  allow_resubmit: false,
  allow_late: true,
  subject: null,
  batch_names: [{ id: 1, name: 'A' }],
  submissions: [],
  created_at: '2029-01-01T00:00:00.000Z',
} as Homework;

const record = {
  id: 3,
  homeworkId: 7,
  homeworkTitle: 'Vectors',
  studentId: 42,
  firstName: 'Asha',
  lastName: 'K',
  batchId: 1,
  batchName: 'A',
  driveLink: 'https://drive.google.com/file/d/x',
  submittedAt: new Date(),
  isLate: false,
  feedback: '',
  grade: null,
} satisfies SubmissionRecord;

const liveClass = {
  id: 5,
  topic: 'Optics',
  start_time: '2030-01-01T09:00:00.000Z',
  zoom_link: null,
  status: 'scheduled',
  batch: { id: 2, name: 'B' },
} as never;

describe('which cached reads each event drops', () => {
  it.each([
    [
      'a homework created for batch 1',
      homeworkCreated(view),
      [tags.teacherHomework, tags.submissionsOf(7), tags.batchHomework(1)],
    ],
    [
      'a homework moved from batch 2 to batch 1',
      homeworkUpdated(view, [2], []),
      [tags.batchHomework(1), tags.batchHomework(2), tags.submissionsOf(7)],
    ],
    [
      'a homework deleted',
      homeworkDeleted(7, [1, 2]),
      [tags.batchHomework(1), tags.batchHomework(2), tags.teacherHomework],
    ],
    [
      'a submission or feedback',
      submissionChanged('feedback', record),
      [tags.submissionsOf(7), tags.ownSubmissions(42)],
    ],
    ['a class created', classCreated(liveClass), [tags.teacherClasses, tags.batchClasses(2)]],
    ['a class moved from batch 3', classUpdated(liveClass, 3), [tags.batchClasses(2), tags.batchClasses(3)]],
    [
      'a test or one of its questions changed',
      testContentChanged([4, 5]),
      [tags.testContent(4), tags.testContent(5)],
    ],
  ])('%s', (_, event, expected) => {
    const changed = tagsChangedBy(event);
    expect(changed).not.toBe('everything');
    for (const tag of expected) expect(changed).toContain(tag);
  });

  it('a notification, or one marked read, drops no cached read', () => {
    expect(tagsChangedBy(notificationsRead(9, 0))).toEqual(new Set());
  });

  it('a logout drops that user only; a change to who they are drops every read', () => {
    expect(tagsChangedBy({ deliveries: [], accessChanges: [{ userId: 9, kind: 'revoked' }] })).toEqual(
      new Set([tags.user(9)]),
    );
    expect(tagsChangedBy({ deliveries: [], accessChanges: [{ userId: 9, kind: 'changed' }] })).toBe(
      'everything',
    );
  });
});
