import { activeStudents, callsFor, teachers } from '../call-factory';

const reportAnswer = 'The progress report';

export const progressRoutes = {
  ...callsFor(activeStudents, ['Student'])({
    ownProgress: {
      summary:
        "The student's progress report: per subject homework on time, late and missing, grades, feedback",
      answer: reportAnswer,
    },
  }),
  ...callsFor(teachers, ['Teacher'])({
    studentProgress: {
      summary: "A student's progress report, for a teacher of the student's batch (404 for anyone else's)",
      answer: reportAnswer,
    },
  }),
};
