import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClassDate, formatClassTime, formatEnIn } from './dates';

// Node reads TZ afresh whenever it is assigned.
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('class dates and times', () => {
  it("shows 'MMM DD, YYYY' and 'hh:mm A' in the browser's time zone", () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatClassDate('2026-11-27T20:00:00Z')).toBe('Nov 28, 2026');
    expect(formatClassTime('2026-11-27T20:00:00Z')).toBe('01:30 AM');
    process.env.TZ = 'UTC';
    expect(formatClassDate(new Date('2026-11-27T20:00:00Z'))).toBe('Nov 27, 2026');
    expect(formatClassTime(new Date('2026-11-27T20:00:00Z'))).toBe('08:00 PM');
  });
});

describe('en-IN dates', () => {
  it('puts the day before the month, with a 12-hour time', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatEnIn('2026-11-25T12:00:00Z')).toBe('25 Nov 2026, 5:30 pm');
  });

  it('shows a calendar date on the same day whatever the time zone', () => {
    for (const timeZone of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata']) {
      process.env.TZ = timeZone;
      expect(formatCalendarDate('2027-03-31')).toBe('31 Mar 2027');
    }
  });
});
