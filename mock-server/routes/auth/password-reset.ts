import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { messages } from '../../../shared/messages';
import { passwordResetRequest } from '../../../shared/schemas/auth';
import { okBody } from '../../../shared/schemas/common';
import { newResetToken } from '../../auth/reset-token';
import type { Config } from '../../config';
import type { AppEnv } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import { findUserByEmail } from '../../domain/users';
import { clientAddress } from '../../http/client-address';
import { isLoopbackHost } from '../../http/loopback';
import { describeWait } from '../../limits/retry-after';
import { errorResponses, jsonContent, jsonRequest, publicCall } from '../openapi-parts';
import { resetFailure, resetInputFailure } from './reset-failure';

export const passwordResetRoute = createRoute({
  method: 'post',
  path: '/password-reset/',
  operationId: 'requestPasswordReset',
  tags: ['auth'],
  summary: 'Mail a single-use password reset link (the answer is the same for unknown e-mails)',
  security: publicCall,
  request: { body: jsonRequest(passwordResetRequest) },
  responses: {
    200: jsonContent(okBody, 'Request accepted'),
    ...errorResponses(
      {
        400: 'Missing e-mail or a redirect_url outside this site',
        429: 'Too many reset requests from this address: see Retry-After',
      },
      413,
      415,
    ),
  },
});

const accepted = 'If an account exists for this e-mail, a password reset link has been sent to it.';

/**
 * The link carries the secret, so it may only lead back to this site: otherwise anyone could ask for a
 * reset of someone else's account with a link to their own server. PUBLIC_URL names the site. Without
 * it only loopback origins pass (development): the request's Host header is the asker's to choose, so
 * it never decides where the link goes.
 */
function isOwnSite(publicUrl: string | undefined, redirect: URL): boolean {
  if (publicUrl) return redirect.origin === new URL(publicUrl).origin;
  return isLoopbackHost(redirect.hostname);
}

function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

/** The limits of one reset request: per e-mail (counted whether or not an account has it) and per address. */
function resetLimits(config: Config, email: string, address: string) {
  return {
    email: {
      bucket: 'reset:email',
      key: email.trim().toLowerCase(),
      limit: config.passwordResetMaxPerEmail,
      windowSeconds: 3600,
    },
    address: {
      bucket: 'reset:address',
      key: address,
      limit: config.passwordResetMaxPerAddress,
      windowSeconds: 3600,
    },
  };
}

function resetMail(user: { email: string; firstName: string }, link: URL, ttlSeconds: number) {
  return {
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your Tutoring Service account.',
      'Open this link to choose a new password:',
      '',
      link.toString(),
      '',
      `The link works once and expires in ${describeDuration(ttlSeconds)}.`,
      'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function registerPasswordReset(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    passwordResetRoute,
    async (c) => {
      const { email, redirect_url } = c.req.valid('json');
      const redirect = new URL(redirect_url);
      if (!isOwnSite(c.var.deps.config.publicUrl, redirect))
        return c.json(resetFailure('redirect_url must point to this site.'), 400);

      const { database, mailer, config, limiter } = c.var.deps;
      const limits = resetLimits(config, email, clientAddress(c, config.trustProxyHops));
      const { exceeded, retryAfterSeconds } = await limiter.hit(limits.address, limits.email);
      if (exceeded.includes(limits.address.bucket)) {
        c.header('retry-after', String(retryAfterSeconds));
        const detail = messages.auth.resetThrottledAddress(describeWait(retryAfterSeconds));
        return c.json(resetFailure(detail), 429);
      }
      // Over the per-e-mail limit the answer stays the same (it must not tell whether mail was sent);
      // only no further mail goes out.
      if (exceeded.length > 0) return c.json({ detail: accepted }, 200);

      // Whether the account exists is looked up after answering, so known and unknown e-mails are
      // answered alike and as fast.
      mailer.afterAnswer('password reset mail', async () => {
        const user = await findUserByEmail(database.db, email);
        if (!user) return;
        const { token, tokenHash } = newResetToken();
        const ttl = config.passwordResetTtlSeconds;
        redirect.searchParams.set('uid', String(user.id));
        redirect.searchParams.set('token', token);
        await database.db.transaction(async (tx) => {
          await tx
            .insert(passwordResetTokens)
            .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + ttl * 1000) });
          await mailer.enqueue(tx, resetMail(user, redirect, ttl));
        });
      });
      return c.json({ detail: accepted }, 200);
    },
    (result, c) => {
      const failure = resetInputFailure(result);
      if (failure) return c.json(failure, 400);
    },
  );
}
