import { createRoute } from '@hono/zod-openapi';
import {
  loginRequest,
  logoutRequest,
  passwordResetConfirmRequest,
  passwordResetDone,
  passwordResetRequest,
  refreshRequest,
  refreshResponse,
  signedInSession,
} from '../../../shared/schemas/auth';
import { okBody } from '../../../shared/schemas/common';
import { bearerAuth, errorResponses, jsonContent, jsonRequest, publicCall } from '../openapi-parts';

// Sign-in, token refresh, sign-out and password reset: public calls, each refusing in its own words.

export const login = createRoute({
  method: 'post',
  path: '/api/login/',
  operationId: 'login',
  tags: ['auth'],
  summary: 'Sign in with e-mail (as username) and password',
  request: { body: jsonRequest(loginRequest) },
  security: publicCall,
  responses: {
    // The roles the server gives: the contract's loginResponse reads any role, the client refusing it.
    200: jsonContent(signedInSession, 'Tokens and the user'),
    ...errorResponses(
      {
        400: 'The body is incomplete, or the password is longer than any that can be set',
        401: 'Wrong e-mail or password',
        403: 'The account is deactivated',
        429: 'Too many failed attempts for this e-mail from this address, or from this address: see Retry-After',
        503: 'Too many sign-ins at once: see Retry-After',
      },
      413,
      415,
    ),
  },
});

export const refreshToken = createRoute({
  method: 'post',
  path: '/api/token/refresh/',
  operationId: 'refreshToken',
  tags: ['auth'],
  summary: 'Trade a refresh token for a new access token and the next refresh token',
  description:
    'Refresh tokens rotate: each works once, and the answer carries its successor in `refresh`. ' +
    'Presenting a token that was already traded ends its whole session (both the thief and the ' +
    'holder must sign in again), except within a few seconds of the trade, when a second tab ' +
    'sharing the token gets a new access token only.',
  request: { body: jsonRequest(refreshRequest) },
  security: publicCall,
  responses: {
    200: jsonContent(
      refreshResponse,
      'A new access token, and the next refresh token unless this was a grace answer',
    ),
    ...errorResponses(
      {
        400: 'No refresh token given',
        401: 'The refresh token is expired, forged, revoked, reused or not a refresh token',
      },
      413,
      415,
    ),
  },
});

export const logout = createRoute({
  method: 'post',
  path: '/api/logout/',
  operationId: 'logout',
  tags: ['auth'],
  summary: 'Sign out: end the session of the refresh token given, and of the bearer access token',
  description:
    'Its refresh and access tokens stop working at once and its sockets close. Idempotent: a token ' +
    'of a session already ended, or one that is expired or unknown, still gets 200. Send `{}` with ' +
    'only the bearer token when no refresh token is kept.',
  request: { body: jsonRequest(logoutRequest) },
  // The bearer token when there is one; a refresh token alone is enough.
  security: [...bearerAuth, {}],
  responses: {
    200: jsonContent(okBody, 'Signed out'),
    ...errorResponses(
      { 400: 'Neither a refresh token nor a bearer token given, or a malformed body' },
      413,
      415,
    ),
  },
});

export const requestPasswordReset = createRoute({
  method: 'post',
  path: '/api/password-reset/',
  operationId: 'requestPasswordReset',
  tags: ['auth'],
  summary: 'Mail a single-use password reset link (the answer is the same for unknown e-mails)',
  request: { body: jsonRequest(passwordResetRequest) },
  security: publicCall,
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

export const confirmPasswordReset = createRoute({
  method: 'post',
  path: '/api/password-reset-confirm/',
  operationId: 'confirmPasswordReset',
  tags: ['auth'],
  summary: 'Set a new password with the uid and token of a reset link',
  request: { body: jsonRequest(passwordResetConfirmRequest) },
  security: publicCall,
  responses: {
    200: jsonContent(passwordResetDone, 'Password changed'),
    ...errorResponses({ 400: 'Weak password, or a link that is invalid, used or expired' }, 413, 415),
  },
});
