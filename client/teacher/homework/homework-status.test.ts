import { describe, expect, it } from 'vitest';
import { teacherHomeworkStatus } from './homework-status';

const now = new Date('2030-05-10T12:00:00Z');

describe('teacherHomeworkStatus', () => {
  it('shows Closed for closed homework, even when past due', () => {
    expect(teacherHomeworkStatus({ status: 'closed', due_date: '2030-05-01T00:00:00Z' }, now)).toBe('Closed');
    expect(teacherHomeworkStatus({ status: 'closed', due_date: '2030-06-01T00:00:00Z' }, now)).toBe('Closed');
  });

  it('shows Deadline Passed for open homework once due, and Open before', () => {
    expect(teacherHomeworkStatus({ status: 'open', due_date: '2030-05-10T11:59:00Z' }, now)).toBe(
      'Deadline Passed',
    );
    expect(teacherHomeworkStatus({ status: 'open', due_date: '2030-05-10T12:01:00Z' }, now)).toBe('Open');
  });
});
