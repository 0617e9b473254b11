import { signedInSession } from '../../../shared/schemas/auth';
import type { ApiTag } from '../api-tags';
import { type Audience, anyone, callsFor } from '../call-factory';
import { bearerAuth, errorResponses, jsonContent } from '../openapi-parts';

/**
 * Sign-in, token refresh, sign-out and password reset: app.ts mounts this router under /api, so its
 * paths are the contract's as they stand.
 */

const tags: ApiTag[] = ['auth'];
const authCalls = callsFor(anyone, tags, '');
/** Sign-out takes the bearer token when there is one, and works with a refresh token alone. */
const bearerOrNot: Audience = { security: [...bearerAuth, {}], refusals: [] };
const signOutCalls = callsFor(bearerOrNot, tags, '');

// In the order of the paths in the document: sign-in, refresh, sign-out, password reset.
export const authRoutes = {
  ...authCalls({
    login: {
      summary: 'Sign in with e-mail (as username) and password',
      responses: {
        // The roles the server gives: the contract's loginResponse reads any role, the client refusing it.
        200: jsonContent(signedInSession, 'Tokens and the user'),
        ...errorResponses({
          400: 'The body is incomplete, or the password is longer than any that can be set',
          401: 'Wrong e-mail or password',
          403: 'The account is deactivated',
          429: 'Too many failed attempts for this e-mail from this address, or from this address: see Retry-After',
          503: 'Too many sign-ins at once: see Retry-After',
        }),
      },
    },
    refreshToken: {
      summary: 'Trade a refresh token for a new access token and the next refresh token',
      description:
        'Refresh tokens rotate: each works once, and the answer carries its successor in `refresh`. ' +
        'Presenting a token that was already traded ends its whole session (both the thief and the ' +
        'holder must sign in again), except within a few seconds of the trade, when a second tab ' +
        'sharing the token gets a new access token only.',
      answer: 'A new access token, and the next refresh token unless this was a grace answer',
      responses: errorResponses({
        400: 'No refresh token given',
        401: 'The refresh token is expired, forged, revoked, reused or not a refresh token',
      }),
    },
  }),
  ...signOutCalls({
    logout: {
      summary: 'Sign out: end the session of the refresh token given, and of the bearer access token',
      description:
        'Its refresh and access tokens stop working at once and its sockets close. Idempotent: a token ' +
        'of a session already ended, or one that is expired or unknown, still gets 200. Send `{}` with ' +
        'only the bearer token when no refresh token is kept.',
      answer: 'Signed out',
      responses: errorResponses({
        400: 'Neither a refresh token nor a bearer token given, or a malformed body',
      }),
    },
  }),
  ...authCalls({
    requestPasswordReset: {
      summary: 'Mail a single-use password reset link (the answer is the same for unknown e-mails)',
      answer: 'Request accepted',
      responses: errorResponses({
        400: 'Missing e-mail or a redirect_url outside this site',
        429: 'Too many reset requests from this address: see Retry-After',
      }),
    },
    confirmPasswordReset: {
      summary: 'Set a new password with the uid and token of a reset link',
      answer: 'Password changed',
      responses: errorResponses({ 400: 'Weak password, or a link that is invalid, used or expired' }),
    },
  }),
};
