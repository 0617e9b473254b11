import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { registerApiDocs } from './api-docs';
import { calendarRouter } from './calendar/calendar.index';
import { registerClassRoutes } from './classes/classes.handlers';
import { geoRouter } from './geo/geo.index';
import { registerHomeworkRoutes } from './homework/homework.handlers';
import { registerMediaRoutes } from './media/media.routes';
import { registerProfileRoutes } from './profile/profile.handlers';
import { progressRouter } from './progress/progress.index';
import { remindersRouter } from './reminders/reminders.index';
import { reviewsRouter } from './reviews/reviews.index';
import { registerStudentRoutes } from './student/student.handlers';
import { registerSubmissionRoutes } from './submissions/submissions.handlers';
import { registerTeacherRoutes } from './teacher/teacher.handlers';

/**
 * Every call of shared/api.ts (docs/behaviour.md#calls) except the auth calls, the media files and
 * the API docs.
 */
export function registerApiRoutes(app: OpenAPIHono<AppEnv>) {
  app.route('/', geoRouter);
  registerProfileRoutes(app);
  registerStudentRoutes(app);
  registerHomeworkRoutes(app);
  registerSubmissionRoutes(app);
  registerTeacherRoutes(app);
  registerClassRoutes(app);
  app.route('/', reviewsRouter);
  app.route('/', remindersRouter);
  app.route('/', calendarRouter);
  app.route('/', progressRouter);
  registerMediaRoutes(app);
  registerApiDocs(app);
}
