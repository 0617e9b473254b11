import { describe, expect, it } from 'vitest';
import type { LiveClass } from '../../shared/schemas/classes';
import type { Homework } from '../../shared/schemas/homework';
import type { StudentSubmission, TeacherSubmission } from '../../shared/schemas/submissions';
import { aHomework } from '../../shared/testing/homework';
import {
  applyClassMessage,
  applyHomeworkMessage,
  applyOwnSubmissionMessage,
  applySubmissionMessage,
} from './live-updates';

const homework = (id: number, title = `Homework ${id}`): Homework => aHomework({ id, title });

const liveClass = (id: number, topic = `Class ${id}`): LiveClass => ({
  id,
  topic,
  batch: { id: 1, name: 'Olympiad 9A' },
  start_time: '2030-01-01T10:00:00Z',
  zoom_link: null,
  status: 'scheduled',
  notes: '',
});

const submission = (id: number, feedback = ''): TeacherSubmission => ({
  id,
  homework: 1,
  homework_title: 'Algebra',
  drive_link: 'https://drive.google.com/x',
  submitted_at: '2030-01-01T10:00:00Z',
  is_late: false,
  feedback,
  grade: null,
  student: { id: 7, first_name: 'Asha', last_name: 'Verma', batch: { id: 1, name: 'Olympiad 9A' } },
});

describe('applyHomeworkMessage', () => {
  it('adds new homework once, replaces updated homework and removes deleted homework', () => {
    const added = applyHomeworkMessage([homework(1)], { action: 'new_homework', homework: homework(2) });
    expect(added.map((item) => item.id)).toEqual([1, 2]);
    expect(applyHomeworkMessage(added, { action: 'new_homework', homework: homework(2, 'Again') })).toBe(
      added,
    );
    const updated = applyHomeworkMessage(added, {
      action: 'update_homework',
      homework: homework(1, 'Renamed'),
    });
    expect(updated.map((item) => item.title)).toEqual(['Renamed', 'Homework 2']);
    expect(
      applyHomeworkMessage(updated, { action: 'delete_homework', homework_id: 1 }).map((item) => item.id),
    ).toEqual([2]);
  });

  it('ignores messages of other channels', () => {
    const list = [homework(1)];
    expect(applyHomeworkMessage(list, { action: 'delete_class', class_id: 1 })).toBe(list);
  });
});

describe('applyClassMessage', () => {
  it('upserts new and updated classes and removes a deleted class by class_id', () => {
    const added = applyClassMessage([liveClass(1)], { action: 'new_class', class: liveClass(2) });
    const updated = applyClassMessage(added, { action: 'update_class', class: liveClass(2, 'Optics') });
    expect(updated.map((item) => item.topic)).toEqual(['Class 1', 'Optics']);
    expect(
      applyClassMessage(updated, { action: 'delete_class', class_id: 2 }).map((item) => item.id),
    ).toEqual([1]);
  });
});

describe('applySubmissionMessage', () => {
  it('adds a new submission only when it is new, and replaces on feedback', () => {
    const added = applySubmissionMessage([], { action: 'new_submission', submission: submission(5) });
    expect(added).toHaveLength(1);
    expect(applySubmissionMessage(added, { action: 'new_submission', submission: submission(5, 'x') })).toBe(
      added,
    );
    const reviewed = applySubmissionMessage(added, {
      action: 'feedback',
      submission: submission(5, 'Well done'),
    });
    expect(reviewed[0].feedback).toBe('Well done');
  });

  it("ignores a student's view of a submission, which names the student by id only", () => {
    const list = [submission(5)];
    const studentView = { ...submission(5, 'Hidden'), student: 7 };
    expect(applySubmissionMessage(list, { action: 'feedback', submission: studentView })).toBe(list);
  });
});

describe('applyOwnSubmissionMessage', () => {
  const own: StudentSubmission = { ...submission(5), student: 7 };

  it("replaces the student's submission on its homework when feedback or an update arrives", () => {
    const list = [{ ...homework(1), submissions: [own] }, homework(2)];
    const reviewed = { ...own, feedback: 'Well argued.' };
    const [updated, other] = applyOwnSubmissionMessage(list, { action: 'feedback', submission: reviewed });
    expect(updated.submissions).toEqual([reviewed]);
    expect(other).toBe(list[1]);
  });

  it('ignores new_submission, which only teachers act on', () => {
    const list = [homework(1)];
    expect(applyOwnSubmissionMessage(list, { action: 'new_submission', submission: own })).toBe(list);
  });
});
