import { and, eq, isNull } from 'drizzle-orm';
import { revokeAllSessions } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../mail/mailer';

/**
 * Stores a reset link's token and queues its mail in one transaction: no mail goes out for a token
 * that was not stored, and no token is stored without its mail.
 */
export async function storeResetLink(
  db: Database,
  mailer: Mailer,
  link: { userId: number; tokenHash: string; expiresAt: Date; mail: MailMessage },
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResetTokens)
      .values({ userId: link.userId, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
    await mailer.enqueue(tx, link.mail);
  });
}

/** The reset link of this user with this token, used or not, or null. */
export async function findResetLink(db: Database, userId: number, tokenHash: string) {
  const [record] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.userId, userId)));
  return record ?? null;
}

/**
 * Sets the new password with the link, in one transaction, and gives the account's e-mail; null
 * when the link was used meanwhile. The caller tells the user's sockets once this has committed.
 */
export async function resetPassword(db: Database, linkId: number, userId: number, passwordHash: string) {
  return db.transaction(async (tx) => {
    const now = new Date();
    // The guard on used_at makes two simultaneous confirms of one link change the password once.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, linkId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return null;
    const [account] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    // Other links of this user and every signed-in session (its access tokens too) end with the
    // old password: whoever knew it may have signed in.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, userId);
    return account.email;
  });
}
