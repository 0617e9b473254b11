import ical, { ICalEventStatus } from 'ical-generator';
import { academyName } from '../../../shared/brand';
import type { FeedEntries } from './calendar-feeds';

/** Calendar apps name the subscription after the academy. */
const calendarName = academyName;
/** UIDs name the record, never its contents, so an edited class updates the same calendar entry. */
const uidDomain = 'shikhar.academy';
/** docs/behaviour.md#class-status: a class is taken to last an hour in the calendar. */
const classLengthMs = 60 * 60_000;

/**
 * Text of an event field: line breaks kept as one kind (ical-generator escapes them), every other
 * control character dropped, since iCalendar text may not hold them and stored data may predate the
 * contract's refusal of them.
 */
function eventText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/(?!\n)\p{Cc}/gu, '');
}

/** The calendar's name, which ical-generator writes as it is: one line, escaped as iCalendar text here. */
function calendarNameText(value: string): string {
  return value.replace(/\p{Cc}+/gu, ' ').replace(/[\\;,]/g, (character) => `\\${character}`);
}

/**
 * The feed as iCalendar text, every time in UTC. An `inactive` class is one the teacher called off:
 * it stays in the feed as cancelled, so a calendar that has it shows it struck through.
 */
export function renderCalendar(entries: FeedEntries, ownerName: string): string {
  const calendar = ical({
    name: calendarNameText(`${calendarName}: ${ownerName}`),
    prodId: { company: calendarName, product: 'Classes, homework and tests' },
    ttl: 60 * 60,
  });
  for (const item of entries.classes) {
    const start = new Date(item.start_time);
    calendar.createEvent({
      id: `class-${item.id}@${uidDomain}`,
      start,
      end: new Date(start.getTime() + classLengthMs),
      summary: eventText(`${item.topic} (${item.batch.name})`),
      description: eventText(
        [`Batch: ${item.batch.name}`, item.zoom_link && `Zoom: ${item.zoom_link}`, item.notes]
          .filter(Boolean)
          .join('\n'),
      ),
      location: item.zoom_link ? eventText(item.zoom_link) : undefined,
      url: item.zoom_link ?? undefined,
      status: item.status === 'inactive' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const item of entries.homework) {
    calendar.createEvent({
      id: `homework-${item.id}@${uidDomain}`,
      start: item.dueDate,
      end: item.dueDate,
      summary: eventText(`Homework due: ${item.title}`),
      description: item.subject ? eventText(`Subject: ${item.subject}`) : undefined,
    });
  }
  for (const item of entries.tests) {
    calendar.createEvent({
      id: `test-${item.id}@${uidDomain}`,
      start: item.opensAt,
      end: item.closesAt,
      summary: eventText(`Test: ${item.title}`),
      description: eventText(`Start any time in this window; you then have ${item.durationMinutes} minutes.`),
    });
  }
  return calendar.toString();
}
