import { classCreate, classList, classWrite, liveClass } from '../../../shared/schemas/classes';
import { okBody } from '../../../shared/schemas/common';
import { callsFor, teachers } from '../call-factory';
import { idParams, jsonContent, jsonRequest } from '../openapi-parts';

const classesCall = callsFor(teachers, ['Classes']);

export const listClasses = classesCall('get', '/api/classes/', {
  operationId: 'listClasses',
  summary: "Every class of the teacher's batches, earliest first",
  responses: { 200: jsonContent(classList, 'The classes') },
});

export const createClass = classesCall('post', '/api/classes/', {
  operationId: 'createClass',
  summary: "Schedule a class for one of the teacher's batches (start_time is stored in UTC)",
  request: { body: jsonRequest(classCreate) },
  responses: { 201: jsonContent(liveClass, 'The created class') },
});

export const updateClass = classesCall('put', '/api/classes/{id}/', {
  operationId: 'updateClass',
  summary: "Replace a class of the teacher's batches",
  request: { params: idParams, body: jsonRequest(classWrite) },
  responses: { 200: jsonContent(liveClass, 'The updated class') },
});

export const deleteClass = classesCall('delete', '/api/classes/{id}/', {
  operationId: 'deleteClass',
  summary: "Delete a class of the teacher's batches",
  request: { params: idParams },
  responses: { 200: jsonContent(okBody, 'Deleted') },
});
