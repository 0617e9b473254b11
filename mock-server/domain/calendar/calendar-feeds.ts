import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  calendarFeeds,
  classes,
  homework,
  homeworkBatches,
  onlineTestBatches,
  onlineTests,
  profiles,
  teacherBatches,
  users,
} from '../../db/schema';
import { accountIsActive, authUserColumns } from '../accounts/accounts';
import type { AuthUser } from '../accounts/auth-user';
import { selectClasses } from '../classes/classes';

/** 192 random bits, URL-safe: the feed URL is the only credential a calendar app presents. */
const newSecret = () => randomBytes(24).toString('base64url');

export const feedPath = (secret: string) => `/cal/${secret}.ics`;

/** The user's feed secret, made on first asking. */
export async function feedSecretOf(db: Database, userId: number): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, secret: newSecret() }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row.secret;
}

/** A new secret for the user: the old feed URL stops working at once. */
export async function resetFeedSecret(db: Database, userId: number): Promise<string> {
  const secret = newSecret();
  await db
    .insert(calendarFeeds)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: new Date() } });
  return secret;
}

/**
 * Whose feed a secret opens, as the rest of the server sees a user; null for an unknown secret and for
 * a deactivated account, whose feed ends with its sign-in.
 */
export async function feedOwner(db: Database, secret: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(calendarFeeds.secret, secret), accountIsActive));
  if (!row) return null;
  return { ...row, batchId: row.role === 'student' ? row.batchId : null, validUntil: row.validUntil };
}

/** A calendar shows what is coming and a term's worth of what was: older classes are left out. */
const pastDaysShown = 120;

/** The classes and homework due dates of the owner's batches (their own, or the ones they teach). */
export async function feedEntries(db: Database, owner: AuthUser, now = new Date()) {
  const batchIds: SQL | undefined =
    owner.role === 'teacher'
      ? inArray(
          classes.batchId,
          db
            .select({ batchId: teacherBatches.batchId })
            .from(teacherBatches)
            .where(eq(teacherBatches.teacherId, owner.id)),
        )
      : owner.batchId === null
        ? undefined
        : eq(classes.batchId, owner.batchId);
  if (!batchIds) return { classes: [], homework: [], tests: [] };
  const since = new Date(now.getTime() - pastDaysShown * 86_400_000);
  const feedClasses = await selectClasses(db, and(batchIds, gte(classes.startTime, since)));
  const homeworkBatchIds =
    owner.role === 'teacher'
      ? db
          .select({ batchId: teacherBatches.batchId })
          .from(teacherBatches)
          .where(eq(teacherBatches.teacherId, owner.id))
      : db.select({ batchId: profiles.batchId }).from(profiles).where(eq(profiles.userId, owner.id));
  const feedHomework = await db
    .selectDistinct({
      id: homework.id,
      title: homework.title,
      dueDate: homework.dueDate,
      subject: homework.subject,
    })
    .from(homework)
    .innerJoin(homeworkBatches, eq(homeworkBatches.homeworkId, homework.id))
    .where(and(inArray(homeworkBatches.batchId, homeworkBatchIds), gte(homework.dueDate, since)))
    .orderBy(homework.dueDate, homework.id);
  // Published tests only: a draft is no one's appointment yet.
  const feedTests = await db
    .selectDistinct({
      id: onlineTests.id,
      title: onlineTests.title,
      opensAt: onlineTests.opensAt,
      closesAt: onlineTests.closesAt,
      durationMinutes: onlineTests.durationMinutes,
    })
    .from(onlineTests)
    .innerJoin(onlineTestBatches, eq(onlineTestBatches.testId, onlineTests.id))
    .where(
      and(
        inArray(onlineTestBatches.batchId, homeworkBatchIds),
        eq(onlineTests.status, 'published'),
        gte(onlineTests.closesAt, since),
      ),
    )
    .orderBy(onlineTests.opensAt, onlineTests.id);
  return { classes: feedClasses, homework: feedHomework, tests: feedTests };
}
export type FeedEntries = Awaited<ReturnType<typeof feedEntries>>;
