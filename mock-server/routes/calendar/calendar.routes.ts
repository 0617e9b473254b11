import { createRoute, z } from '@hono/zod-openapi';
import { calendarFeed as calendarFeedAnswer } from '../../../shared/schemas/calendar';
import { activeStudentOrTeacher } from '../guards';
import { bearerAuth, errorResponses, jsonContent, publicCall } from '../openapi-parts';

export const calendarFeed = createRoute({
  method: 'get',
  path: '/api/calendar/',
  operationId: 'calendarFeed',
  tags: ['Calendar'],
  summary: "The user's private calendar feed URL (made on first asking)",
  security: bearerAuth,
  middleware: activeStudentOrTeacher,
  responses: {
    200: jsonContent(calendarFeedAnswer, 'Where the feed is'),
    ...errorResponses(401, 403),
  },
});

export const resetCalendarFeed = createRoute({
  method: 'post',
  path: '/api/calendar/reset/',
  operationId: 'resetCalendarFeed',
  tags: ['Calendar'],
  summary: 'A new private feed URL; the old one answers 404 from now on',
  security: bearerAuth,
  middleware: activeStudentOrTeacher,
  responses: {
    200: jsonContent(calendarFeedAnswer, 'Where the new feed is'),
    ...errorResponses(401, 403),
  },
});

/** Not a call of the API (shared/api.ts) but a file, for calendar apps, which cannot sign in. */
export const calendarFeedFile = createRoute({
  method: 'get',
  path: '/cal/{file}',
  operationId: 'calendarFeedFile',
  tags: ['Calendar'],
  summary:
    'The iCalendar feed (classes with a one-hour end, cancelled ones marked; homework due dates), ' +
    'for calendar apps: the secret in the URL is the credential',
  request: {
    params: z.object({
      file: z.string().regex(/^[\w-]{16,64}\.ics$/, { error: 'No such calendar feed.' }),
    }),
  },
  security: publicCall,
  responses: {
    200: {
      description: 'The feed',
      content: { 'text/calendar': { schema: z.string() } },
    },
    ...errorResponses(400, 404),
  },
});
