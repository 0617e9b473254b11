import { csvExportAnswers } from '../admin/csv-export';
import { activeStudents, admins, callsFor, teachers } from '../call-factory';
import { errorResponses } from '../openapi-parts';

const guardiansAnswer = 'The guardians, first to last';

// The export's fixed tail comes before nothing that could read it as an id: /{id}/export/ is its own path.
export const attendanceRoutes = {
  ...callsFor(teachers, ['Classes'])({
    classAttendance: {
      summary: "A class of the teacher's batches with each student's marking and join click",
      answer: 'The class and its students',
    },
    teacherAttendanceMarks: {
      summary: "Whether each class of the teacher's batches that has started is marked",
      answer: 'The classes and whether each is marked',
    },
    markAttendance: {
      summary:
        'Mark every student of the class present, late, absent or excused; a change after the class’s day is audited',
      answer: 'The class as now marked',
    },
  }),
  ...callsFor(activeStudents, ['Student'])({
    joinClass: {
      summary: "Record the student's Join Class click (kept from 30 minutes before the start to its end)",
      answer: 'Whether the click was kept',
    },
    ownAttendance: {
      summary: "The student's own attendance: each class that has started, totals and months",
      answer: 'The attendance record',
    },
    ownGuardians: { summary: "The student's guardians", answer: guardiansAnswer },
    updateOwnGuardians: { summary: "Replace the student's guardians (one or two)", answer: guardiansAnswer },
  }),
  ...callsFor(admins, ['Admin'])({
    adminBatchAttendance: {
      summary: "A batch's attendance: each class's counts and each student's tally",
      answer: 'The batch attendance',
    },
    adminStudentAttendance: {
      summary: "A student's attendance: each class that has started, totals and months",
      answer: 'The attendance record',
    },
    adminExportAttendance: {
      summary: "A batch's attendance as CSV, one row a student a class",
      responses: csvExportAnswers,
    },
    adminStudentGuardians: { summary: "A student's guardians", answer: guardiansAnswer },
    adminUpdateStudentGuardians: {
      summary: "Replace a student's guardians (one or two), audited",
      answer: guardiansAnswer,
      responses: errorResponses(404),
    },
  }),
};
