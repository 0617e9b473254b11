import { callsFor, teachers } from '../call-factory';

export const teacherRoutes = callsFor(teachers, ['Teacher'])({
  teacherBatches: { summary: 'The batches the teacher teaches, by name', answer: 'The batches' },
  teacherStudents: { summary: "The students of the teacher's batches, by name", answer: 'The students' },
  teacherClassesByDate: {
    summary:
      "Classes of the teacher's batches whose start_time falls on `date` in the time zone `tz` (an IANA " +
      'name; UTC when absent), earliest first',
    answer: 'The classes',
  },
  sendAnnouncement: {
    summary:
      "Announce to all the students of the teacher's batches, to one of those batches, or to one of " +
      'their students',
    answer: 'The announcement',
  },
});
