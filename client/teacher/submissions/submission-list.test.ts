import { describe, expect, it } from 'vitest';
import type { TeacherSubmission } from '../../../shared/schemas/submissions';
import { allBatchesFilter, batchesFound, visibleSubmissions } from './submission-list';

const submission = (
  id: number,
  batchId: number,
  submittedAt: string,
  grade: string | null,
): TeacherSubmission => ({
  id,
  homework: 1,
  homework_title: 'Algebra',
  drive_link: 'https://drive.google.com/x',
  submitted_at: submittedAt,
  is_late: false,
  feedback: '',
  grade,
  student: {
    id: id + 100,
    first_name: `Student${id}`,
    last_name: 'X',
    batch: { id: batchId, name: batchId === 1 ? 'Olympiad 9A' : 'JEE 10B' },
  },
});

const list = [
  submission(1, 1, '2030-05-10T10:00:00Z', '9'),
  submission(2, 2, '2030-05-12T10:00:00Z', null),
  submission(3, 1, '2030-05-11T10:00:00Z', '10'),
];
const ids = (items: TeacherSubmission[]) => items.map((item) => item.id);

describe('visibleSubmissions', () => {
  it('sorts by submission date, newest or oldest first', () => {
    expect(ids(visibleSubmissions(list, allBatchesFilter, 'newest'))).toEqual([2, 3, 1]);
    expect(ids(visibleSubmissions(list, allBatchesFilter, 'oldest'))).toEqual([1, 3, 2]);
  });

  it('sorts numeric grades as numbers, with missing grades last either way', () => {
    expect(ids(visibleSubmissions(list, allBatchesFilter, 'gradeHighest'))).toEqual([3, 1, 2]);
    expect(ids(visibleSubmissions(list, allBatchesFilter, 'gradeLowest'))).toEqual([1, 3, 2]);
  });

  it("ranks letter grades, so 'Grade (Highest)' puts an A above a B+", () => {
    const lettered = [
      submission(1, 1, '2030-05-10T10:00:00Z', 'B+'),
      submission(2, 1, '2030-05-11T10:00:00Z', null),
      submission(3, 1, '2030-05-12T10:00:00Z', 'A'),
      submission(4, 1, '2030-05-13T10:00:00Z', 'A-'),
    ];
    expect(ids(visibleSubmissions(lettered, allBatchesFilter, 'gradeHighest'))).toEqual([3, 4, 1, 2]);
    expect(ids(visibleSubmissions(lettered, allBatchesFilter, 'gradeLowest'))).toEqual([1, 4, 3, 2]);
  });

  it('keeps only the chosen batch', () => {
    expect(ids(visibleSubmissions(list, '1', 'newest'))).toEqual([3, 1]);
  });
});

describe('batchesFound', () => {
  it('lists each batch among the submissions once, by name', () => {
    expect(batchesFound(list).map((batch) => batch.name)).toEqual(['JEE 10B', 'Olympiad 9A']);
  });
});
