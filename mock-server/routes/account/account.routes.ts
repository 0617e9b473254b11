import { createRoute } from '@hono/zod-openapi';
import { accountSessionList, passwordChange, sessionEnd } from '../../../shared/schemas/account';
import { okBody } from '../../../shared/schemas/common';
import { signedIn } from '../guards';
import { bearerAuth, errorResponses, jsonContent, jsonRequest } from '../openapi-parts';

export const listSessions = createRoute({
  method: 'get',
  path: '/api/account/sessions/',
  operationId: 'listSessions',
  tags: ['Profile'],
  summary: "The signed-in user's live sessions: device, address, signed in and last seen",
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(accountSessionList, 'The sessions, the current one first'),
    ...errorResponses(401),
  },
});

export const endSession = createRoute({
  method: 'post',
  path: '/api/account/sessions/end/',
  operationId: 'endSession',
  tags: ['Profile'],
  summary: 'Sign out one of your own sessions; its tokens stop working and its sockets close',
  request: { body: jsonRequest(sessionEnd) },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(okBody, 'Signed out'),
    ...errorResponses({ 404: 'No live session of yours has this id' }, 400, 401, 413, 415),
  },
});

export const endOtherSessions = createRoute({
  method: 'post',
  path: '/api/account/sessions/end-others/',
  operationId: 'endOtherSessions',
  tags: ['Profile'],
  summary: 'Sign out every session but this one',
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(okBody, 'The other sessions are signed out'),
    ...errorResponses(401),
  },
});

export const changePassword = createRoute({
  method: 'post',
  path: '/api/account/password/',
  operationId: 'changePassword',
  tags: ['Profile'],
  summary: 'Change your password: the current one is required; every other session ends, this one stays',
  request: { body: jsonRequest(passwordChange) },
  security: bearerAuth,
  middleware: signedIn,
  responses: {
    200: jsonContent(okBody, 'Changed'),
    ...errorResponses({ 429: 'Too many wrong passwords: wait for Retry-After' }, 400, 401, 413, 415),
  },
});
