import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../context';
import { accountRouter } from './account/account.index';
import { adminApplicationsRouter } from './admin/applications/applications.index';
import { adminAuditRouter } from './admin/audit/audit.index';
import { adminBatchesRouter } from './admin/batches/batches.index';
import { adminOverviewRouter } from './admin/overview/overview.index';
import { adminPaymentsRouter } from './admin/payments/payments.index';
import { adminStudentsRouter } from './admin/students/students.index';
import { adminTeachersRouter } from './admin/teachers/teachers.index';
import { apiDocsRouter, serveOpenApiDocument } from './api-docs/api-docs.index';
import { applicationsRouter } from './applications/applications.index';
import { assessmentsRouter } from './assessments/assessments.index';
import { attendanceRouter } from './attendance/attendance.index';
import { authRouter } from './auth/auth.index';
import { calendarRouter } from './calendar/calendar.index';
import { classesRouter } from './classes/classes.index';
import { geoRouter } from './geo/geo.index';
import { guardianRouter } from './guardian/guardian.index';
import { homeworkRouter } from './homework/homework.index';
import { mediaRouter } from './media/media.index';
import { notificationsRouter } from './notifications/notifications.index';
import { paymentsRouter } from './payments/payments.index';
import { profileRouter } from './profile/profile.index';
import { progressRouter } from './progress/progress.index';
import { remindersRouter } from './reminders/reminders.index';
import { reviewsRouter } from './reviews/reviews.index';
import { studentRouter } from './student/student.index';
import { submissionsRouter } from './submissions/submissions.index';
import { teacherRouter } from './teacher/teacher.index';

/**
 * Mounts every router: the calls of shared/api.ts (docs/behaviour.md#calls), the media files, and the
 * OpenAPI document with its docs page.
 */
export function registerApiRoutes(app: OpenAPIHono<AppEnv>) {
  for (const router of [
    authRouter,
    geoRouter,
    profileRouter,
    accountRouter,
    studentRouter,
    homeworkRouter,
    submissionsRouter,
    teacherRouter,
    classesRouter,
    reviewsRouter,
    remindersRouter,
    calendarRouter,
    progressRouter,
    mediaRouter,
    adminOverviewRouter,
    adminBatchesRouter,
    adminStudentsRouter,
    adminTeachersRouter,
    adminAuditRouter,
    applicationsRouter,
    adminApplicationsRouter,
    paymentsRouter,
    adminPaymentsRouter,
    assessmentsRouter,
    attendanceRouter,
    notificationsRouter,
    guardianRouter,
  ])
    app.route('/', router);
  serveOpenApiDocument(app);
  app.route('/', apiDocsRouter);
}
