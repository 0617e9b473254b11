import { afterEach, describe, expect, it } from 'vitest';
import { classEndsAt, nextClassView } from './next-class';

// Runs with TZ=UTC unless a test says otherwise, so local times equal the UTC instants written here.
// Node reads TZ afresh whenever it is assigned.
process.env.TZ = 'UTC';
afterEach(() => {
  process.env.TZ = 'UTC';
});

const wednesday = new Date('2026-11-25T09:00:00Z');
const nextClass = {
  id: 3,
  topic: 'Number theory',
  start_time: '2026-11-27T17:30:00Z',
  zoom_link: 'https://zoom.us/j/1',
};

describe('the class card', () => {
  it("formats a class as 'MMM DD, YYYY' and 'hh:mm A' with its join link", () => {
    expect(nextClassView(nextClass, wednesday)).toEqual({
      kind: 'class',
      topic: 'Number theory',
      date: 'Nov 27, 2026',
      time: '05:30 PM',
      joinUrl: 'https://zoom.us/j/1',
      thisWeek: true,
    });
  });

  it('has no join link while the class has none', () => {
    expect(nextClassView({ ...nextClass, zoom_link: null }, wednesday)).toMatchObject({ joinUrl: null });
    expect(nextClassView({ ...nextClass, zoom_link: '' }, wednesday)).toMatchObject({ joinUrl: null });
  });

  it('marks a class more than seven days away as not this week', () => {
    const inSevenDays = { ...nextClass, start_time: '2026-12-02T09:00:00Z' };
    const inSixDays = { ...nextClass, start_time: '2026-12-01T09:00:00Z' };
    expect(nextClassView(inSevenDays, wednesday)).toMatchObject({ thisWeek: false });
    expect(nextClassView(inSixDays, wednesday)).toMatchObject({ thisWeek: true });
  });

  it('says there is no class when there is none', () => {
    expect(nextClassView(null, wednesday)).toEqual({ kind: 'none' });
  });

  it("formats in the browser's time zone, the date included: 20:00 UTC is 01:30 AM the next day in India", () => {
    process.env.TZ = 'Asia/Kolkata';
    const lateEvening = { ...nextClass, start_time: '2026-11-27T20:00:00Z' };
    expect(nextClassView(lateEvening, wednesday)).toMatchObject({ date: 'Nov 28, 2026', time: '01:30 AM' });
  });

  it('takes a class to end 90 minutes after it starts, as the server does', () => {
    expect(classEndsAt(nextClass).toISOString()).toBe('2026-11-27T19:00:00.000Z');
  });
});
