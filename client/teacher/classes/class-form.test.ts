import { describe, expect, it } from 'vitest';
import { emptyClassForm, isClassFormValid, toClassWrite } from './class-form';

const now = new Date(2030, 4, 10, 15, 0);
const complete = {
  ...emptyClassForm,
  topic: ' Optics ',
  batchId: '2',
  startTime: new Date(2030, 4, 10, 17, 15),
};

describe('isClassFormValid', () => {
  it('refuses a start time before today but accepts earlier today', () => {
    expect(isClassFormValid({ ...complete, startTime: new Date(2030, 4, 9, 23, 45) }, now)).toBe(false);
    expect(isClassFormValid({ ...complete, startTime: new Date(2030, 4, 10, 8, 0) }, now)).toBe(true);
  });

  it('accepts a past start time on an edit only while it is the one the class was saved with', () => {
    const saved = new Date(2030, 4, 2, 9, 0);
    expect(isClassFormValid({ ...complete, startTime: saved }, now, saved)).toBe(true);
    expect(isClassFormValid({ ...complete, startTime: new Date(2030, 4, 2, 9, 15) }, now, saved)).toBe(false);
    expect(isClassFormValid({ ...complete, startTime: saved }, now)).toBe(false);
  });

  it('requires topic, batch and start time, and a web link when a zoom link is given', () => {
    expect(isClassFormValid(complete, now)).toBe(true);
    expect(isClassFormValid({ ...complete, topic: ' ' }, now)).toBe(false);
    expect(isClassFormValid({ ...complete, batchId: '' }, now)).toBe(false);
    expect(isClassFormValid({ ...complete, startTime: null }, now)).toBe(false);
    expect(isClassFormValid({ ...complete, zoomLink: 'zoom' }, now)).toBe(false);
    expect(isClassFormValid({ ...complete, zoomLink: 'https://zoom.us/j/1' }, now)).toBe(true);
  });
});

describe('toClassWrite', () => {
  it('sends the batch as a number, the start time in UTC and status scheduled by default', () => {
    expect(toClassWrite(complete)).toEqual({
      topic: 'Optics',
      batch_id: 2,
      start_time: new Date(2030, 4, 10, 17, 15).toISOString(),
      zoom_link: '',
      notes: '',
      status: 'scheduled',
    });
  });
});
