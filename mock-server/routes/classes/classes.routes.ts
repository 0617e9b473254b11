import { callsFor, teachers } from '../call-factory';

const classesCall = callsFor(teachers, ['Classes']);

export const listClasses = classesCall('listClasses', {
  summary: "Every class of the teacher's batches, earliest first",
  answer: 'The classes',
});

export const createClass = classesCall('createClass', {
  summary: "Schedule a class for one of the teacher's batches (start_time is stored in UTC)",
  answer: 'The created class',
});

export const updateClass = classesCall('updateClass', {
  summary: "Replace a class of the teacher's batches",
  answer: 'The updated class',
});

export const deleteClass = classesCall('deleteClass', {
  summary: "Delete a class of the teacher's batches",
  answer: 'Deleted',
});
