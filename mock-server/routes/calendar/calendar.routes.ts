import { z } from '@hono/zod-openapi';
import { calendarFeed as calendarFeedSchema } from '../../../shared/schemas/calendar';
import { activeStudentsAndTeachers, anyone, callsFor } from '../call-factory';
import { jsonContent } from '../openapi-parts';

const tags = ['Calendar'];
const ownFeedCall = callsFor(activeStudentsAndTeachers, tags);
const feedFileCall = callsFor(anyone, tags);

export const calendarFeed = ownFeedCall('get', '/api/calendar/', {
  operationId: 'calendarFeed',
  summary: "The user's private calendar feed URL (made on first asking)",
  responses: { 200: jsonContent(calendarFeedSchema, 'Where the feed is') },
});

export const resetCalendarFeed = ownFeedCall('post', '/api/calendar/reset/', {
  operationId: 'resetCalendarFeed',
  summary: 'A new private feed URL; the old one answers 404 from now on',
  responses: { 200: jsonContent(calendarFeedSchema, 'Where the new feed is') },
});

export const calendarFeedFile = feedFileCall('get', '/cal/{file}', {
  operationId: 'calendarFeedFile',
  summary:
    'The iCalendar feed (classes with a one-hour end, cancelled ones marked; homework due dates), ' +
    'for calendar apps: the secret in the URL is the credential',
  request: {
    params: z.object({
      file: z.string().regex(/^[\w-]{16,64}\.ics$/, { error: 'No such calendar feed.' }),
    }),
  },
  responses: {
    200: {
      description: 'The feed',
      content: { 'text/calendar': { schema: z.string() } },
    },
  },
});
