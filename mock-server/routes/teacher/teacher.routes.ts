import { announcement, announcementWrite } from '../../../shared/schemas/announcements';
import { batchList, studentList } from '../../../shared/schemas/batches';
import { classesByDateQuery, classList } from '../../../shared/schemas/classes';
import { callsFor, teachers } from '../call-factory';
import { jsonContent, jsonRequest } from '../openapi-parts';

const teacherCall = callsFor(teachers, ['Teacher']);

export const teacherBatches = teacherCall('get', '/api/teacher/batches/', {
  operationId: 'teacherBatches',
  summary: 'The batches the teacher teaches, by name',
  responses: { 200: jsonContent(batchList, 'The batches') },
});

export const teacherStudents = teacherCall('get', '/api/teacher/students/', {
  operationId: 'teacherStudents',
  summary: "The students of the teacher's batches, by name",
  responses: { 200: jsonContent(studentList, 'The students') },
});

export const teacherClassesByDate = teacherCall('get', '/api/teacher/classes/', {
  operationId: 'teacherClassesByDate',
  summary:
    "Classes of the teacher's batches whose start_time falls on `date` in the time zone `tz` (an IANA " +
    'name; UTC when absent), earliest first',
  request: { query: classesByDateQuery },
  responses: { 200: jsonContent(classList, 'The classes') },
});

export const sendAnnouncement = teacherCall('post', '/api/teacher/announcements/', {
  operationId: 'sendAnnouncement',
  summary:
    "Announce to all the students of the teacher's batches, to one of those batches, or to one of " +
    'their students',
  request: { body: jsonRequest(announcementWrite) },
  responses: { 201: jsonContent(announcement, 'The announcement') },
});
