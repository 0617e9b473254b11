import { describe, expect, it } from 'vitest';
import type { Homework } from '../../../shared/schemas/homework';
import { aHomework } from '../../../shared/testing/homework';
import { nextDeadline } from './useDeadlineClock';

const homework = (id: number, dueDate: string, status: Homework['status'] = 'open'): Homework =>
  aHomework({ id, due_date: dueDate, status });

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
