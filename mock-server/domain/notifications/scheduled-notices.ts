import { eq, sql } from 'drizzle-orm';
import type { LiveClass } from '../../../shared/schemas/classes';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import type { ClaimedJob, NewJob } from '../../jobs/job-queue';
import { nextDay } from './academy-clock';
import type { NotificationRow } from './notifications';
import { notify, recipients } from './notifications-writes';

/** The notices written by scheduled work rather than by a change (the catalogue's `scheduled` kinds). */

export const classLinkCheckJobKind = 'class_link_check';

/** How long before its start a class without a joining link is told to its teachers. */
export const classLinkWarningMinutes = 60;

/**
 * The check of a class's link an hour before it starts, queued with the class and again whenever it
 * moves (its key names the start, so each start is checked once; a moved class's old check finds the
 * start changed and says nothing).
 */
export function classLinkCheck(found: Pick<LiveClass, 'id' | 'start_time'>, now = new Date()): NewJob | null {
  const start = new Date(found.start_time).getTime();
  if (start <= now.getTime()) return null;
  return {
    kind: classLinkCheckJobKind,
    payload: { class_id: found.id, start_time: new Date(start).toISOString() },
    dedupeKey: `${classLinkCheckJobKind}:${found.id}:${new Date(start).toISOString()}`,
    runAt: new Date(Math.max(now.getTime(), start - classLinkWarningMinutes * 60_000)),
  };
}

/** Tells a class's teachers it has no link yet, if it still starts when the check was queued for. */
export async function noticeClassWithoutLink(
  db: Database,
  job: Pick<ClaimedJob, 'payload'>,
  now = new Date(),
): Promise<NotificationRow[]> {
  const classId = Number(job.payload.class_id);
  const [found] = await db
    .select({
      id: classes.id,
      topic: classes.topic,
      batchId: classes.batchId,
      startTime: classes.startTime,
      zoomLink: classes.zoomLink,
      status: classes.status,
    })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!found || found.zoomLink || found.status === 'inactive') return [];
  if (found.startTime.toISOString() !== String(job.payload.start_time)) return [];
  if (found.startTime.getTime() <= now.getTime()) return [];
  return notify(
    db,
    'class_without_link',
    recipients.teachersOfBatches([found.batchId]),
    { class_id: found.id, topic: found.topic, start_time: found.startTime.toISOString() },
    '/teacher/classes',
  );
}

const addDays = (day: string, days: number) => {
  let result = day;
  for (let n = 0; n < days; n += 1) result = nextDay(result);
  return result;
};

/** Days before the last day of a subscription that its student, and the admins, are told. */
export const subscriptionWarningDays = 7;

/**
 * The subscriptions of `day` (the academy's): a student whose last day is a week away is told, and so
 * are the admins; one whose last day was yesterday is told it ended. Run once a day by its job.
 */
export async function noticeSubscriptions(db: Database, day: string): Promise<NotificationRow[]> {
  const ending = addDays(day, subscriptionWarningDays);
  const ended = (() => {
    const [year, month, date] = day.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
  })();
  const studentsWhose = (validUntil: string) => ({
    name: 'students-valid-until',
    ids: sql`select p.user_id from profiles p join users u on u.id = p.user_id
      where u.role = 'student' and u.deactivated_at is null and p.valid_until = ${validUntil}::date`,
  });
  const written = [
    ...(await notify(
      db,
      'subscription_ending',
      studentsWhose(ending),
      { valid_until: ending },
      '/dashboard/payments',
    )),
    ...(await notify(db, 'subscription_ended', studentsWhose(ended), { valid_until: ended }, '/pricing')),
  ];
  const { rows } = (await db.execute(sql`
    select u.id, trim(u.first_name || ' ' || u.last_name) as name from profiles p join users u on u.id = p.user_id
    where u.role = 'student' and u.deactivated_at is null and p.valid_until = ${ending}::date`)) as unknown as {
    rows: { id: number; name: string }[];
  };
  for (const student of rows) {
    written.push(
      ...(await notify(
        db,
        'student_subscription_ending',
        recipients.admins(),
        { student_id: Number(student.id), student_name: student.name, valid_until: ending },
        '/admin/students',
      )),
    );
  }
  return written;
}
