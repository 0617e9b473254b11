import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { passwordResetConfirmRequest } from '../../../shared/schemas/auth';
import { okBody } from '../../../shared/schemas/common';
import { hashPassword } from '../../auth/passwords';
import { hashResetToken } from '../../auth/reset-token';
import { revokeAllSessions, sessionsRevoked } from '../../auth/sessions';
import type { AppEnv } from '../../context';
import { passwordResetTokens, users } from '../../db/schema';
import { publishAfterCommit } from '../../realtime/publish';
import { errorResponses, jsonContent, jsonRequest, publicCall } from '../openapi-parts';
import { resetFailure, resetInputFailure } from './reset-failure';

export const passwordResetConfirmRoute = createRoute({
  method: 'post',
  path: '/password-reset-confirm/',
  operationId: 'confirmPasswordReset',
  tags: ['auth'],
  summary: 'Set a new password with the uid and token of a reset link',
  security: publicCall,
  request: { body: jsonRequest(passwordResetConfirmRequest) },
  responses: {
    200: jsonContent(okBody, 'Password changed'),
    ...errorResponses({ 400: 'Weak password, or a link that is invalid, used or expired' }, 413, 415),
  },
});

const linkUsed = 'This reset link has already been used. Please request a new one.';
const linkExpired = 'This reset link has expired. Please request a new one.';

export function registerPasswordResetConfirm(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    passwordResetConfirmRoute,
    async (c) => {
      const { uid, token, password } = c.req.valid('json');
      const { database, bus } = c.var.deps;
      const { db } = database;
      const userId = /^\d{1,9}$/.test(uid) ? Number(uid) : 0;
      const [record] = await db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashResetToken(token)),
            eq(passwordResetTokens.userId, userId),
          ),
        );
      if (!record) return c.json(resetFailure(messages.auth.resetConfirmFallback), 400);
      if (record.usedAt) return c.json(resetFailure(linkUsed), 400);
      if (record.expiresAt.getTime() <= Date.now()) return c.json(resetFailure(linkExpired), 400);

      // Hashed before the transaction: the slow KDF must not hold PGlite's single connection.
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const now = new Date();
        // The guard on used_at makes two simultaneous confirms of one link change the password once.
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.id, record.id), isNull(passwordResetTokens.usedAt)))
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        // Other links of this user and every signed-in session (its access tokens too) end with the
        // old password: whoever knew it may have signed in.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await revokeAllSessions(tx, userId);
        return true;
      });
      if (!changed) return c.json(resetFailure(linkUsed), 400);
      await publishAfterCommit(bus, sessionsRevoked(userId));
      return c.json(
        { detail: 'Your password has been reset. You can now sign in with the new password.' },
        200,
      );
    },
    (result, c) => {
      const failure = resetInputFailure(result);
      if (failure) return c.json(failure, 400);
    },
  );
}
