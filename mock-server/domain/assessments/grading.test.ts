import { describe, expect, it } from 'vitest';
import { marksFor, shuffled, standing } from './grading';

const jeeMain = { correct_marks: 4, wrong_marks: -1, unanswered_marks: 0, partial_marks: false };
const jeeAdvanced = { correct_marks: 4, wrong_marks: -2, unanswered_marks: 0, partial_marks: true };
const multiple = { kind: 'multiple' as const, key: { choices: [0, 2, 3] } };

describe('marking', () => {
  it('gives full, negative or unanswered marks to a single-correct question', () => {
    const single = { kind: 'single' as const, key: { choices: [1] } };
    expect(marksFor(single, { choices: [1] }, jeeMain)).toBe(4);
    expect(marksFor(single, { choices: [0] }, jeeMain)).toBe(-1);
    expect(marksFor(single, null, jeeMain)).toBe(0);
    expect(marksFor(single, { choices: [] }, jeeMain)).toBe(0);
  });

  it('gives a mark per correct option chosen with partial marks on, none with a wrong one', () => {
    expect(marksFor(multiple, { choices: [0, 2, 3] }, jeeAdvanced)).toBe(4);
    expect(marksFor(multiple, { choices: [0, 3] }, jeeAdvanced)).toBe(2);
    expect(marksFor(multiple, { choices: [2] }, jeeAdvanced)).toBe(1);
    expect(marksFor(multiple, { choices: [0, 1] }, jeeAdvanced)).toBe(-2);
    expect(marksFor(multiple, { choices: [0, 3] }, jeeMain)).toBe(-1);
  });

  it('accepts a numeric answer within the absolute tolerance, and an exact integer', () => {
    const decimal = { kind: 'numeric' as const, key: { value: 9.81, tolerance: 0.05 } };
    expect(marksFor(decimal, { value: '9.8' }, jeeMain)).toBe(4);
    expect(marksFor(decimal, { value: '9.86' }, jeeMain)).toBe(4);
    expect(marksFor(decimal, { value: '9.87' }, jeeMain)).toBe(-1);
    const integer = { kind: 'numeric' as const, key: { value: 0.3, tolerance: 0 } };
    expect(marksFor(integer, { value: '0.3' }, jeeMain)).toBe(4);
    expect(marksFor({ kind: 'numeric', key: { value: 42, tolerance: 0 } }, { value: '41' }, jeeMain)).toBe(
      -1,
    );
  });
});

describe('shuffling and standing', () => {
  it('gives one seed one order, and another seed (usually) another', () => {
    const items = Array.from({ length: 10 }, (_, index) => index);
    expect(shuffled(items, 7, 1)).toEqual(shuffled(items, 7, 1));
    expect([...shuffled(items, 7, 1)].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled(items, 7, 1)).not.toEqual(shuffled(items, 8, 1));
  });

  it('ranks ties together and counts the percentile of those at or below', () => {
    expect(standing(10, [10, 4, 10, -3])).toEqual({ rank: 1, percentile: 100 });
    expect(standing(4, [10, 4, 10, -3])).toEqual({ rank: 3, percentile: 50 });
    expect(standing(-3, [10, 4, 10, -3])).toEqual({ rank: 4, percentile: 25 });
  });
});
