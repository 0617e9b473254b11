import { describe, expect, it } from 'vitest';
import { compareGrades, type GradeOrder, gradeScore } from './grade-order';

const sorted = (grades: (string | null)[], order: GradeOrder) =>
  [...grades].sort((a, b) => compareGrades(a, b, order));

describe('gradeScore', () => {
  it('reads numbers, percentages, fractions and letter grades on one scale', () => {
    expect(gradeScore('9')).toBe(9);
    expect(gradeScore(' 8.5 ')).toBe(8.5);
    expect(gradeScore('85%')).toBe(85);
    expect(gradeScore('17/20')).toBe(85);
    expect(gradeScore('A')).toBe(95);
    expect(gradeScore('b+')).toBe(88);
    expect(gradeScore('A-')).toBe(92);
    expect(gradeScore('Excellent')).toBeNull();
    expect(gradeScore('3/0')).toBeNull();
  });
});

describe('compareGrades', () => {
  it('ranks letter grades A+ > A > A- > B+ and so on', () => {
    expect(sorted(['B+', 'A', 'C', 'A-', 'A+', 'B'], 'highestFirst')).toEqual([
      'A+',
      'A',
      'A-',
      'B+',
      'B',
      'C',
    ]);
    expect(sorted(['B+', 'A', 'A-'], 'lowestFirst')).toEqual(['B+', 'A-', 'A']);
  });

  it('ranks numbers by value, not as text', () => {
    expect(sorted(['9', '10', '85%', '70%'], 'highestFirst')).toEqual(['85%', '70%', '10', '9']);
    expect(sorted(['9', '10'], 'lowestFirst')).toEqual(['9', '10']);
  });

  it('puts grades it cannot read after the others, and missing grades last, in both orders', () => {
    for (const order of ['highestFirst', 'lowestFirst'] as const) {
      const result = sorted([null, 'Good', 'B', '', 'A'], order);
      expect(result.slice(2)).toEqual(['Good', null, '']);
    }
  });
});
