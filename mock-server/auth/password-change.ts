import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { recordAudit, userTarget } from '../domain/audit/audit';
import { revokeOtherSessions } from './sessions';

/**
 * Sets a signed-in user's new password, in one transaction: only while `verifiedHash` (the password
 * they just proved) is still theirs, so of two changes at once one wins. Every other session and any
 * unused reset link end with the old password; the session asking stays. The ids of the sessions
 * ended, or null when the password changed meanwhile.
 */
export async function changePassword(
  db: Database,
  user: { id: number; email: string },
  keepSessionId: string,
  verifiedHash: string,
  newHash: string,
): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash: newHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, verifiedHash)))
      .returning({ id: users.id });
    if (changed.length === 0) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    const ended = await revokeOtherSessions(tx, user.id, keepSessionId);
    await recordAudit(
      tx,
      { userId: user.id },
      {
        action: 'security.password_change',
        ...userTarget(user.id, user.email),
        details: { other_sessions_ended: ended.length },
      },
    );
    return ended;
  });
}
