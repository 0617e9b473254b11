import { createRoute, z } from '@hono/zod-openapi';
import type { ApiTag } from '../api-tags';
import { activeStudentsAndTeachers, callsFor } from '../call-factory';
import { errorResponses, publicCall } from '../openapi-parts';

const tags: ApiTag[] = ['Calendar'];

export const calendarRoutes = callsFor(
  activeStudentsAndTeachers,
  tags,
)({
  calendarFeed: {
    summary: "The user's private calendar feed URL (made on first asking)",
    answer: 'Where the feed is',
  },
  resetCalendarFeed: {
    summary: 'A new private feed URL; the old one answers 404 from now on',
    answer: 'Where the new feed is',
  },
});

/** Not a call of the API (shared/api.ts) but a file, for calendar apps, which cannot sign in. */
export const calendarFeedFile = createRoute({
  method: 'get',
  path: '/cal/{file}',
  operationId: 'calendarFeedFile',
  tags,
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
