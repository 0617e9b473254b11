import { sql } from 'drizzle-orm';
import type { LogLevel } from '../../config';
import type { Database } from '../../db/client';
import { type ClaimedJob, enqueueJob, type NewJob } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-runner';
import { log } from '../../logger';
import {
  noticeTestClosed,
  noticeTestOpening,
  testCloseJobKind,
  testOpenJobKind,
} from '../assessments/test-notices';
import { academyMoment, nextAcademyMoment, nextDay } from './academy-clock';
import { deleteOldNotifications } from './cleanup';
import {
  digestRecipients,
  type NotificationMailSettings,
  notificationMailJobKind,
  sendCoalescedMail,
  sendDigest,
} from './mail-delivery';
import type { NotificationRow } from './notifications';
import { classLinkCheckJobKind, noticeClassWithoutLink, noticeSubscriptions } from './scheduled-notices';

/**
 * The notifications' work on a schedule, all on the jobs table (mock-server/jobs/): a job a day whose
 * key names its day, so however many servers queue it, it runs once; each run queues the next day's.
 */

type DailyWork = { kind: string; hour: number; minute: number };

export const dailyWork = {
  /** The digest of the day, at 6 pm in the academy: one job a person (notificationDigestJobKind). */
  digest: { kind: 'notification_digest_day', hour: 18, minute: 0 },
  /** Subscriptions ending in 7 days, and ended, told in the morning. */
  subscriptions: { kind: 'subscription_notices_day', hour: 9, minute: 0 },
  /** Notifications past their keeping deleted, at night. */
  cleanup: { kind: 'notification_cleanup_day', hour: 3, minute: 30 },
} satisfies Record<string, DailyWork>;

export const notificationDigestJobKind = 'notification_digest';

/** The job of `work` on `day` (YYYY-MM-DD in the academy), run at its hour of that day. */
export function dailyJob(work: DailyWork, day: string): NewJob {
  return {
    kind: work.kind,
    payload: { day },
    dedupeKey: `${work.kind}:${day}`,
    runAt: academyMoment(day, work.hour, work.minute),
  };
}

/** Queues the next run of each daily work (at start: a server that finds them queued changes nothing). */
export async function scheduleDailyWork(db: Database, now = new Date()): Promise<void> {
  for (const work of Object.values(dailyWork)) {
    await enqueueJob(db, dailyJob(work, nextAcademyMoment(now, work.hour, work.minute).day));
  }
}

const dayOf = (job: ClaimedJob) => {
  const day = String(job.payload.day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`job ${job.id} names no day`);
  return day;
};

/** A daily work's handler: queues tomorrow's first, so a day whose work keeps failing stops no later one. */
function daily(db: Database, work: DailyWork, run: (day: string) => Promise<void>): JobHandler {
  return async (job) => {
    const day = dayOf(job);
    await enqueueJob(db, dailyJob(work, nextDay(day)));
    await run(day);
  };
}

export type NotificationJobContext = NotificationMailSettings & {
  db: Database;
  logLevel: LogLevel;
  /** Runs what was just queued (the job runner's poke). */
  poke: () => void;
  /** Tells the recipients of notifications a job wrote, once written (the server's event bus). */
  announce: (notified: NotificationRow[]) => Promise<void>;
  /** Tells the teachers of the test's batches its counts as they now stand (the server's event bus). */
  announceTestCounts: (testId: number) => Promise<void>;
};

/** The job runner's handlers of the notifications' kinds of job. */
export function notificationJobHandlers(context: NotificationJobContext): Record<string, JobHandler> {
  const { db } = context;
  return {
    [notificationMailJobKind]: (job) => sendCoalescedMail(db, context, job),
    [dailyWork.digest.kind]: daily(db, dailyWork.digest, async (day) => {
      const moment = academyMoment(day, dailyWork.digest.hour, dailyWork.digest.minute);
      // One job a person, keyed by the day: a retry of this one, or another server's, adds none.
      await db.execute(sql`
        insert into jobs (kind, payload, dedupe_key, run_at)
        select ${notificationDigestJobKind}::text, jsonb_build_object('recipient_id', r.id, 'day', ${day}::text),
          ${`${notificationDigestJobKind}:${day}:`}::text || r.id, ${new Date().toISOString()}::timestamptz
        from (${digestRecipients(moment)}) as r(id)
        on conflict (dedupe_key) do nothing`);
      context.poke();
    }),
    [notificationDigestJobKind]: async (job) => {
      const day = dayOf(job);
      const moment = academyMoment(day, dailyWork.digest.hour, dailyWork.digest.minute);
      await sendDigest(db, context, Number(job.payload.recipient_id), moment);
    },
    [dailyWork.cleanup.kind]: daily(db, dailyWork.cleanup, async () => {
      const deleted = await deleteOldNotifications(db);
      if (deleted > 0) log(context.logLevel, 'info', 'old notifications deleted', { deleted });
    }),
    [dailyWork.subscriptions.kind]: daily(db, dailyWork.subscriptions, async (day) => {
      await context.announce(await noticeSubscriptions(db, day));
    }),
    [classLinkCheckJobKind]: async (job) => {
      await context.announce(await noticeClassWithoutLink(db, job));
    },
    [testOpenJobKind]: async (job) => {
      await context.announce(await noticeTestOpening(db, job));
    },
    [testCloseJobKind]: async (job) => {
      await context.announce(await noticeTestClosed(db, job));
      // The close ended every attempt still open: the teachers' lists count them submitted now.
      await context.announceTestCounts(Number(job.payload.test_id));
    },
  };
}
