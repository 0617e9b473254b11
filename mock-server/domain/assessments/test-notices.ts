import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onlineTests } from '../../db/schema';
import { type ClaimedJob, enqueueJob, type NewJob } from '../../jobs/job-queue';
import { noticeTestOpen, noticeTestResults } from '../notifications/notices';
import type { NotificationRow } from '../notifications/notifications';
import { gradeDueAttempts } from './attempts';
import type { TestRow } from './tests';

/**
 * A published test's notices in time: its students hear it is open when its window opens (at once when
 * published already open, else by a job at the opening), and those who sat it hear their results are
 * out at the window's close (a job that also grades the attempts time ended). Each job's key names the
 * instant it was queued for, so a test moved before it was sat queues new ones and the old ones,
 * finding the instant changed, say nothing.
 */

export const testOpenJobKind = 'test_open';
export const testCloseJobKind = 'test_close';

function testJob(kind: string, test: TestRow, at: Date, now: Date): NewJob {
  return {
    kind,
    payload: { test_id: test.id, at: at.toISOString() },
    dedupeKey: `${kind}:${test.id}:${at.toISOString()}`,
    runAt: new Date(Math.max(now.getTime(), at.getTime())),
  };
}

/**
 * Called in the transaction that saved a test: a published one open now tells its students at once
 * (answered, to deliver after commit); otherwise its opening is queued; its close is queued either way.
 */
export async function noticeTestSaved(
  tx: Database,
  test: TestRow,
  now = new Date(),
): Promise<NotificationRow[]> {
  if (test.status !== 'published' || now >= test.closesAt) return [];
  await enqueueJob(tx, testJob(testCloseJobKind, test, test.closesAt, now));
  if (now < test.opensAt) {
    await enqueueJob(tx, testJob(testOpenJobKind, test, test.opensAt, now));
    return [];
  }
  return noticeTestOpen(tx, test);
}

/** The test a job was queued for, if it is still published with the instant the job names. */
async function testOfJob(db: Database, job: Pick<ClaimedJob, 'payload'>, instant: 'opensAt' | 'closesAt') {
  const [test] = await db
    .select()
    .from(onlineTests)
    .where(eq(onlineTests.id, Number(job.payload.test_id)));
  if (test?.status !== 'published') return null;
  return test[instant].toISOString() === String(job.payload.at) ? test : null;
}

/** The opening's job: tells the test's students it is open, unless it closed meanwhile. */
export async function noticeTestOpening(db: Database, job: Pick<ClaimedJob, 'payload'>, now = new Date()) {
  const test = await testOfJob(db, job, 'opensAt');
  if (!test || now >= test.closesAt) return [];
  return noticeTestOpen(db, test);
}

/** The close's job: grades the attempts time ended, then tells everyone who sat it and was not told yet. */
export async function noticeTestClosed(db: Database, job: Pick<ClaimedJob, 'payload'>, now = new Date()) {
  const test = await testOfJob(db, job, 'closesAt');
  if (!test) return [];
  const graded = await gradeDueAttempts(db, test.id, now);
  return [...graded, ...(await noticeTestResults(db, test, null))];
}
