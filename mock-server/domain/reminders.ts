import { eq } from 'drizzle-orm';
import type { Announcement } from '../../shared/schemas/announcements';
import type { Database } from '../db/client';
import { announcements } from '../db/schema';
import { selectAnnouncements } from './announcements';

/** The words of a reminder: the homework's title and due date, in UTC since the server knows no zone. */
export function reminderMessage(title: string, dueDate: Date): string {
  const due = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(dueDate);
  return `Reminder: "${title}" is due ${due} UTC. Please submit your work.`;
}

/**
 * A reminder is an announcement to one student (type student), so it reaches their dashboard and
 * notifications like any other. Call inside the caller's transaction.
 */
export async function insertReminder(
  db: Database,
  reminder: { teacherId: number; studentId: number; message: string },
): Promise<Announcement> {
  const [row] = await db
    .insert(announcements)
    .values({ ...reminder, type: 'student', batchId: null })
    .returning({ id: announcements.id });
  const [sent] = await selectAnnouncements(db, eq(announcements.id, row.id), 1);
  return sent;
}
