import { activeStudents, callsFor, teachers } from '../call-factory';

const studentCall = callsFor(activeStudents, ['Student']);
const teacherCall = callsFor(teachers, ['Teacher']);
const reportAnswer = 'The progress report';

export const ownProgress = studentCall('ownProgress', {
  summary: "The student's progress report: per subject homework on time, late and missing, grades, feedback",
  answer: reportAnswer,
});

export const studentProgress = teacherCall('studentProgress', {
  summary: "A student's progress report, for a teacher of the student's batch (404 for anyone else's)",
  answer: reportAnswer,
});
