import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailQueue } from '../db/schema';
import type { MailMessage } from './mailer';

export type QueuedMail = MailMessage & { id: number; attempts: number };

export const mailRetry = {
  /** A claimed row is left to other drainers after this, should its sender die mid-send. */
  leaseSeconds: 300,
  firstDelaySeconds: 30,
  maxDelaySeconds: 3600,
  /** About seven hours of tries in all; a reset link in the mail has expired long before. */
  maxAttempts: 10,
};

export async function enqueueMail(db: Database, message: MailMessage): Promise<void> {
  await db.insert(mailQueue).values({
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    // The drainers compare with their own clock, so the queue is written with it too.
    nextAttemptAt: new Date(),
  });
}

/**
 * Takes up to `limit` due rows for this drainer by moving their next attempt past the lease, in one
 * statement that commits at once: no transaction stays open while mail is sent, and SKIP LOCKED lets
 * drainers in other processes take other rows rather than the same ones.
 */
export async function claimDueMail(db: Database, now: Date, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.gaveUpAt), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(asc(mailQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + mailRetry.leaseSeconds * 1000),
    })
    .where(inArray(mailQueue.id, due))
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      attempts: row.attempts,
    }));
}

/** Sent: the text goes, since a reset link in it is a live secret. */
export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(mailQueue).set({ sentAt: now, text: '', lastError: null }).where(eq(mailQueue.id, id));
}

/** Tried again after 30 s, 1, 2, 4 ... minutes, at most an hour apart; given up after maxAttempts. */
export async function markFailed(db: Database, mail: QueuedMail, error: string, now: Date): Promise<void> {
  if (mail.attempts >= mailRetry.maxAttempts) {
    await db
      .update(mailQueue)
      .set({ gaveUpAt: now, text: '', lastError: error })
      .where(eq(mailQueue.id, mail.id));
    return;
  }
  const delay = Math.min(mailRetry.maxDelaySeconds, mailRetry.firstDelaySeconds * 2 ** (mail.attempts - 1));
  await db
    .update(mailQueue)
    .set({ nextAttemptAt: new Date(now.getTime() + delay * 1000), lastError: error })
    .where(eq(mailQueue.id, mail.id));
}
