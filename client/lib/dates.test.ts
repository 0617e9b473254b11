import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatClassDate,
  formatClassTime,
  formatDayFirst,
  formatEnIn,
  formatPickerDateTime,
  formatTimeOfDay,
  parseDayFirst,
  utcDayFilterLabel,
  utcDayInYourTime,
} from './dates';

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

describe('day-first dates (dates of birth)', () => {
  it('shows a calendar date as dd/mm/yyyy', () => {
    expect(formatDayFirst('2012-12-25')).toBe('25/12/2012');
    expect(formatDayFirst('2011-02-03')).toBe('03/02/2011');
    expect(formatDayFirst('')).toBe('');
  });

  it('reads the day before the month, with or without leading zeros, and / - or . between', () => {
    expect(parseDayFirst('03/02/2011')).toBe('2011-02-03');
    expect(parseDayFirst('3/2/2011')).toBe('2011-02-03');
    expect(parseDayFirst(' 25-12-2012 ')).toBe('2012-12-25');
    expect(parseDayFirst('29.02.2012')).toBe('2012-02-29');
  });

  it('refuses days the calendar does not have, month-first dates past the 12th, and other text', () => {
    for (const text of ['31/02/2011', '29/02/2011', '12/25/2012', '2012-12-25', '25/12/12', 'soon', '']) {
      expect(parseDayFirst(text), text).toBeNull();
    }
  });

  it('reads back what it shows', () => {
    for (const isoDate of ['2000-01-01', '2011-06-14', '2016-11-30']) {
      expect(parseDayFirst(formatDayFirst(isoDate))).toBe(isoDate);
    }
  });
});

describe('the due-date picker', () => {
  it('shows an instant as yyyy-MM-dd HH:mm and its time as HH:mm, 24-hour', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatPickerDateTime(new Date('2030-05-20T18:29:00Z'))).toBe('2030-05-20 23:59');
    expect(formatTimeOfDay(new Date('2030-05-20T12:15:00Z'))).toBe('17:45');
  });
});

describe('the UTC day of the class filter, on the teacher’s clock', () => {
  it('says when the UTC day starts and ends in the browser’s time zone', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(utcDayFilterLabel(new Date('2030-05-12T20:00:00Z'))).toBe('Date (UTC day, from 05:30 your time)');
    expect(utcDayInYourTime('2030-05-12')).toBe('Classes from 12 May, 05:30 to 13 May, 05:29 your time');
    process.env.TZ = 'America/New_York';
    expect(utcDayFilterLabel(new Date('2030-05-12T20:00:00Z'))).toBe('Date (UTC day, from 20:00 your time)');
    expect(utcDayInYourTime('2030-05-12')).toBe('Classes from 11 May, 20:00 to 12 May, 19:59 your time');
  });
});
