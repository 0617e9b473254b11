import { announcement } from '../../../shared/schemas/announcements';
import { batchList, studentList } from '../../../shared/schemas/batches';
import { classList } from '../../../shared/schemas/classes';
import { callsFor, teachers } from '../call-factory';
import { jsonContent } from '../openapi-parts';

const teacherCall = callsFor(teachers, ['Teacher']);

export const teacherBatches = teacherCall('teacherBatches', {
  summary: 'The batches the teacher teaches, by name',
  responses: { 200: jsonContent(batchList, 'The batches') },
});

export const teacherStudents = teacherCall('teacherStudents', {
  summary: "The students of the teacher's batches, by name",
  responses: { 200: jsonContent(studentList, 'The students') },
});

export const teacherClassesByDate = teacherCall('teacherClassesByDate', {
  summary:
    "Classes of the teacher's batches whose start_time falls on `date` in the time zone `tz` (an IANA " +
    'name; UTC when absent), earliest first',
  responses: { 200: jsonContent(classList, 'The classes') },
});

export const sendAnnouncement = teacherCall('sendAnnouncement', {
  summary:
    "Announce to all the students of the teacher's batches, to one of those batches, or to one of " +
    'their students',
  responses: { 201: jsonContent(announcement, 'The announcement') },
});
