import { classList, liveClass } from '../../../shared/schemas/classes';
import { okBody } from '../../../shared/schemas/common';
import { callsFor, teachers } from '../call-factory';
import { jsonContent } from '../openapi-parts';

const classesCall = callsFor(teachers, ['Classes']);

export const listClasses = classesCall('listClasses', {
  summary: "Every class of the teacher's batches, earliest first",
  responses: { 200: jsonContent(classList, 'The classes') },
});

export const createClass = classesCall('createClass', {
  summary: "Schedule a class for one of the teacher's batches (start_time is stored in UTC)",
  responses: { 201: jsonContent(liveClass, 'The created class') },
});

export const updateClass = classesCall('updateClass', {
  summary: "Replace a class of the teacher's batches",
  responses: { 200: jsonContent(liveClass, 'The updated class') },
});

export const deleteClass = classesCall('deleteClass', {
  summary: "Delete a class of the teacher's batches",
  responses: { 200: jsonContent(okBody, 'Deleted') },
});
