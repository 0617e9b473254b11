import { describe, expect, it } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import { nextDeadline } from './useDeadlineClock';

const homework = (id: number, dueDate: string, status: Homework['status'] = 'open'): Homework => ({
  id,
  title: `Homework ${id}`,
  description: '',
  due_date: dueDate,
  status,
  gdrive_link: null,
  allow_resubmit: false,
  subject: null,
  batch_names: [],
  submissions: [],
  created_at: '2030-05-01T00:00:00Z',
});

const now = new Date('2030-05-10T12:00:00Z');

describe('nextDeadline', () => {
  it('is the soonest due date of open homework still ahead', () => {
    const list = [
      homework(1, '2030-05-12T00:00:00Z'),
      homework(2, '2030-05-11T00:00:00Z'),
      homework(3, '2030-05-10T13:00:00Z', 'closed'),
      homework(4, '2030-05-09T00:00:00Z'),
    ];
    expect(nextDeadline(list, now)).toBe(Date.parse('2030-05-11T00:00:00Z'));
  });

  it('is null when no open homework has a deadline ahead', () => {
    expect(nextDeadline([homework(1, '2030-05-09T00:00:00Z')], now)).toBeNull();
  });
});
