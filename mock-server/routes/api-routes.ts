import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { adminAuditRouter } from './admin/audit/audit.index';
import { adminBatchesRouter } from './admin/batches/batches.index';
import { adminOverviewRouter } from './admin/overview/overview.index';
import { adminStudentsRouter } from './admin/students/students.index';
import { adminTeachersRouter } from './admin/teachers/teachers.index';
import { registerApiDocs } from './api-docs';
import { registerClassRoutes } from './classes/classes.handlers';
import { geoRouter } from './geo/geo.index';
import { homeworkRouter } from './homework/homework.index';
import { registerMediaRoutes } from './media/media.routes';
import { registerProfileRoutes } from './profile/profile.handlers';
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
  app.route('/', homeworkRouter);
  registerSubmissionRoutes(app);
  registerTeacherRoutes(app);
  registerClassRoutes(app);
  registerMediaRoutes(app);
  for (const router of [
    adminOverviewRouter,
    adminBatchesRouter,
    adminStudentsRouter,
    adminTeachersRouter,
    adminAuditRouter,
  ])
    app.route('/', router);
  registerApiDocs(app);
}
