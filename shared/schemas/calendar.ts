import { z } from 'zod';

/** Where a user's private calendar feed is: a path below the site root, `/cal/{secret}.ics`. */
export const calendarFeed = z.object({ path: z.string().regex(/^\/cal\/[\w-]+\.ics$/) });
export type CalendarFeed = z.infer<typeof calendarFeed>;
