import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { apiDocsRouter, serveOpenApiDocument } from './api-docs/api-docs.index';
import { calendarRouter } from './calendar/calendar.index';
import { classesRouter } from './classes/classes.index';
import { geoRouter } from './geo/geo.index';
import { homeworkRouter } from './homework/homework.index';
import { mediaRouter } from './media/media.index';
import { profileRouter } from './profile/profile.index';
import { progressRouter } from './progress/progress.index';
import { remindersRouter } from './reminders/reminders.index';
import { reviewsRouter } from './reviews/reviews.index';
import { studentRouter } from './student/student.index';
import { submissionsRouter } from './submissions/submissions.index';
import { teacherRouter } from './teacher/teacher.index';

/**
 * Mounts every router but auth's (app.ts mounts that under /api): the calls of shared/api.ts
 * (docs/behaviour.md#calls), the media files, and the OpenAPI document with its docs page.
 */
export function registerApiRoutes(app: OpenAPIHono<AppEnv>) {
  app.route('/', geoRouter);
  app.route('/', profileRouter);
  app.route('/', studentRouter);
  app.route('/', homeworkRouter);
  app.route('/', submissionsRouter);
  app.route('/', teacherRouter);
  app.route('/', classesRouter);
  app.route('/', reviewsRouter);
  app.route('/', remindersRouter);
  app.route('/', calendarRouter);
  app.route('/', progressRouter);
  app.route('/', mediaRouter);
  serveOpenApiDocument(app);
  app.route('/', apiDocsRouter);
}
