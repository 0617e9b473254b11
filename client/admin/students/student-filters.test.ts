import { describe, expect, it } from 'vitest';
import { readStudentFilters, studentFilterParams, studentQuery } from './student-filters';

describe('student filters in the address', () => {
  it('reads what it wrote, leaving defaults out of the address', () => {
    const filters = { q: 'asha', batch: '3', status: 'lapsed', page: 2 } as const;
    const params = studentFilterParams(filters);
    expect(params).toEqual({ q: 'asha', batch: '3', status: 'lapsed', page: '2' });
    expect(readStudentFilters(new URLSearchParams(params))).toEqual(filters);
    expect(studentFilterParams({ q: '', batch: '', status: 'all', page: 1 })).toEqual({});
  });

  it('falls back to the defaults for values a hand-edited address may hold', () => {
    expect(readStudentFilters(new URLSearchParams('batch=x&status=gone&page=-4'))).toEqual({
      q: '',
      batch: '',
      status: 'all',
      page: 1,
    });
    expect(readStudentFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('studentQuery', () => {
  it('sends the batch as batch_id and leaves out the defaults', () => {
    expect(studentQuery({ q: 'rao', batch: '3', status: 'active', page: 4 })).toEqual({
      q: 'rao',
      batch_id: '3',
      status: 'active',
    });
    expect(studentQuery({ q: '', batch: '', status: 'all', page: 1 })).toEqual({});
  });
});
