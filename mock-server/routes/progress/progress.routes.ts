import { progressReport } from '../../../shared/schemas/progress';
import { activeStudents, callsFor, teachers } from '../call-factory';
import { idParams, jsonContent } from '../openapi-parts';

const studentCall = callsFor(activeStudents, ['Student']);
const teacherCall = callsFor(teachers, ['Teacher']);
const reportAnswer = jsonContent(progressReport, 'The progress report');

export const ownProgress = studentCall('get', '/api/student/progress/', {
  operationId: 'ownProgress',
  summary: "The student's progress report: per subject homework on time, late and missing, grades, feedback",
  responses: { 200: reportAnswer },
});

export const studentProgress = teacherCall('get', '/api/teacher/students/{id}/progress/', {
  operationId: 'studentProgress',
  summary: "A student's progress report, for a teacher of the student's batch (404 for anyone else's)",
  request: { params: idParams },
  responses: { 200: reportAnswer },
});
