import { callsFor, teachers } from '../call-factory';

const teacherCall = callsFor(teachers, ['Teacher']);

export const teacherBatches = teacherCall('teacherBatches', {
  summary: 'The batches the teacher teaches, by name',
  answer: 'The batches',
});

export const teacherStudents = teacherCall('teacherStudents', {
  summary: "The students of the teacher's batches, by name",
  answer: 'The students',
});

export const teacherClassesByDate = teacherCall('teacherClassesByDate', {
  summary:
    "Classes of the teacher's batches whose start_time falls on `date` in the time zone `tz` (an IANA " +
    'name; UTC when absent), earliest first',
  answer: 'The classes',
});

export const sendAnnouncement = teacherCall('sendAnnouncement', {
  summary:
    "Announce to all the students of the teacher's batches, to one of those batches, or to one of " +
    'their students',
  answer: 'The announcement',
});
