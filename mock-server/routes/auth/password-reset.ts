import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { passwordResetRequest } from '../../../shared/schemas/auth';
import { okBody } from '../../../shared/schemas/common';
import { findUserByEmail } from '../../admin/user-queries';
import type { AppEnv } from '../../context';
import { passwordResetTokens } from '../../db/schema';
import { log } from '../../logger';
import { publicCall } from '../openapi-parts';
import { errorResponse, jsonBody } from './error-responses';
import { resetFailure, resetInputFailure } from './reset-failure';
import { newResetToken } from './reset-token';

export const passwordResetRoute = createRoute({
  method: 'post',
  path: '/password-reset/',
  operationId: 'requestPasswordReset',
  tags: ['auth'],
  summary: 'Mail a single-use password reset link (the answer is the same for unknown e-mails)',
  security: publicCall,
  request: { body: jsonBody(passwordResetRequest) },
  responses: {
    200: { content: { 'application/json': { schema: okBody } }, description: 'Request accepted' },
    400: errorResponse('Missing e-mail or a redirect_url outside this site'),
    415: errorResponse('The body is not JSON'),
  },
});

const accepted = 'If an account exists for this e-mail, a password reset link has been sent to it.';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The link carries the secret, so it may only lead back to this site: otherwise anyone could ask for a
 * reset of someone else's account with a link to their own server. PUBLIC_URL names the site; without
 * it the request's own origin and local development addresses are accepted.
 */
function isOwnSite(c: Context<AppEnv>, redirect: URL): boolean {
  const { publicUrl } = c.var.deps.config;
  if (publicUrl) return redirect.origin === new URL(publicUrl).origin;
  return redirect.origin === new URL(c.req.url).origin || loopbackHosts.has(redirect.hostname);
}

function describeDuration(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

export function registerPasswordReset(app: OpenAPIHono<AppEnv>) {
  app.openapi(
    passwordResetRoute,
    async (c) => {
      const { email, redirect_url } = c.req.valid('json');
      const redirect = new URL(redirect_url);
      if (!isOwnSite(c, redirect)) return c.json(resetFailure('redirect_url must point to this site.'), 400);

      const { database, mailer, config } = c.var.deps;
      const user = await findUserByEmail(database.db, email);
      if (!user) return c.json({ detail: accepted }, 200);

      const { token, tokenHash } = newResetToken();
      const ttl = config.passwordResetTtlSeconds;
      await database.db
        .insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + ttl * 1000) });
      redirect.searchParams.set('uid', String(user.id));
      redirect.searchParams.set('token', token);
      try {
        await mailer.send({
          to: user.email,
          subject: 'Reset your password',
          text: [
            `Hello ${user.firstName},`,
            '',
            'Someone (we hope you) asked to reset the password of your Tutoring Service account.',
            'Open this link to choose a new password:',
            '',
            redirect.toString(),
            '',
            `The link works once and expires in ${describeDuration(ttl)}.`,
            'If you did not ask for it, ignore this e-mail: your password stays as it is.',
          ].join('\n'),
        });
      } catch (error) {
        // The same answer as for an unknown e-mail, so a mail fault does not reveal the account.
        log(config.logLevel, 'error', 'password reset mail failed', {
          userId: user.id,
          error: String(error),
        });
      }
      return c.json({ detail: accepted }, 200);
    },
    (result, c) => {
      const failure = resetInputFailure(result);
      if (failure) return c.json(failure, 400);
    },
  );
}
