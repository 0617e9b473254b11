import { callsFor, teachers } from '../call-factory';

export const classesRoutes = callsFor(teachers, ['Classes'])({
  listClasses: { summary: "Every class of the teacher's batches, earliest first", answer: 'The classes' },
  createClass: {
    summary: "Schedule a class for one of the teacher's batches (start_time is stored in UTC)",
    answer: 'The created class',
  },
  updateClass: { summary: "Replace a class of the teacher's batches", answer: 'The updated class' },
  deleteClass: { summary: "Delete a class of the teacher's batches", answer: 'Deleted' },
});
