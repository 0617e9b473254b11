import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedEntries } from './calendar-feeds';

/** The academy's name, as the client's brand shows it: calendar apps name the subscription after it. */
const calendarName = 'Shikhar Academy';
/** UIDs name the record, never its contents, so an edited class updates the same calendar entry. */
const uidDomain = 'shikhar.academy';
/** docs/behaviour.md#class-status: a class is taken to last an hour in the calendar. */
const classLengthMs = 60 * 60_000;

/**
 * The feed as iCalendar text, every time in UTC. An `inactive` class is one the teacher called off:
 * it stays in the feed as cancelled, so a calendar that has it shows it struck through.
 */
export function renderCalendar(entries: FeedEntries, ownerName: string): string {
  const calendar = ical({
    name: `${calendarName}: ${ownerName}`,
    prodId: { company: calendarName, product: 'Classes and homework' },
    ttl: 60 * 60,
  });
  for (const item of entries.classes) {
    const start = new Date(item.start_time);
    calendar.createEvent({
      id: `class-${item.id}@${uidDomain}`,
      start,
      end: new Date(start.getTime() + classLengthMs),
      summary: `${item.topic} (${item.batch.name})`,
      description: [`Batch: ${item.batch.name}`, item.zoom_link && `Zoom: ${item.zoom_link}`, item.notes]
        .filter(Boolean)
        .join('\n'),
      location: item.zoom_link ?? undefined,
      url: item.zoom_link ?? undefined,
      status: item.status === 'inactive' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  for (const item of entries.homework) {
    calendar.createEvent({
      id: `homework-${item.id}@${uidDomain}`,
      start: item.dueDate,
      end: item.dueDate,
      summary: `Homework due: ${item.title}`,
      description: item.subject ? `Subject: ${item.subject}` : undefined,
    });
  }
  return calendar.toString();
}
