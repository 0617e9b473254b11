import { createRoute } from '@hono/zod-openapi';
import { progressReport } from '../../../shared/schemas/progress';
import { activeStudent, teacherOnly } from '../guards';
import { bearerAuth, errorResponses, idParams, jsonContent } from '../openapi-parts';

export const ownProgress = createRoute({
  method: 'get',
  path: '/api/student/progress/',
  operationId: 'ownProgress',
  tags: ['Student'],
  summary: "The student's progress report: per subject homework on time, late and missing, grades, feedback",
  security: bearerAuth,
  middleware: activeStudent,
  responses: {
    200: jsonContent(progressReport, 'The progress report'),
    ...errorResponses(401, 403),
  },
});

export const studentProgress = createRoute({
  method: 'get',
  path: '/api/teacher/students/{id}/progress/',
  operationId: 'studentProgress',
  tags: ['Teacher'],
  summary: "A student's progress report, for a teacher of the student's batch (404 for anyone else's)",
  request: { params: idParams },
  security: bearerAuth,
  middleware: teacherOnly,
  responses: {
    200: jsonContent(progressReport, 'The progress report'),
    ...errorResponses(400, 401, 403, 404),
  },
});
