import { describe, expect, it } from 'vitest';
import type { LiveClass } from '../../../shared/schemas/classes';
import { allBatches, utcDatePart, visibleClasses } from './class-list';

const liveClass = (id: number, batchId: number, start: string): LiveClass => ({
  id,
  topic: `Class ${id}`,
  batch: { id: batchId, name: `Batch ${batchId}` },
  start_time: start,
  zoom_link: null,
  status: 'scheduled',
  notes: '',
});

const classes = [
  liveClass(1, 1, '2030-05-11T09:00:00Z'),
  liveClass(2, 2, '2030-05-10T23:30:00Z'),
  liveClass(3, 1, '2030-05-10T08:00:00Z'),
];

describe('visibleClasses', () => {
  it('sorts by start time ascending', () => {
    expect(visibleClasses(classes, { batch: allBatches, date: '' }).map((item) => item.id)).toEqual([
      3, 2, 1,
    ]);
  });

  it('filters by batch and by the UTC date part', () => {
    expect(visibleClasses(classes, { batch: '1', date: '' }).map((item) => item.id)).toEqual([3, 1]);
    expect(visibleClasses(classes, { batch: allBatches, date: '2030-05-10' }).map((item) => item.id)).toEqual(
      [3, 2],
    );
    expect(visibleClasses(classes, { batch: '2', date: '2030-05-11' })).toEqual([]);
  });
});

describe('utcDatePart', () => {
  it('reads the date in UTC, whatever offset the time was written with', () => {
    expect(utcDatePart('2030-05-11T01:00:00+05:30')).toBe('2030-05-10');
  });
});
