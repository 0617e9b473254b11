import { beforeAll, describe, expect, it } from 'vitest';
import {
  announcementBatches,
  announcements,
  batches,
  classes,
  homework,
  homeworkBatches,
  passwordResetTokens,
  profiles,
  refreshTokens,
  sessions,
  submissions,
  teacherBatches,
  users,
} from '../../mock-server/db/schema';
import { createClass, createHomework, createSubmission } from '../support/fixtures';
import type { CallOptions } from './support/api-client';
import { twoBatchApiForFile } from './support/two-batch-api';

const { server, call, world } = twoBatchApiForFile();
let classOfA: number;
let homeworkOfA: number;
let closedHomeworkOfA: number;
let submissionOfA: number;
let sharedHomework: number;
let submissionOfBOnShared: number;

beforeAll(async () => {
  classOfA = (await createClass(server.deps, world.batchA.id)).id;
  homeworkOfA = (await createHomework(server.deps, [world.batchA.id])).id;
  closedHomeworkOfA = (await createHomework(server.deps, [world.batchA.id], { status: 'closed' })).id;
  submissionOfA = (await createSubmission(server.deps, homeworkOfA, world.studentA.id)).id;
  sharedHomework = (await createHomework(server.deps, [world.batchA.id, world.batchB.id])).id;
  submissionOfBOnShared = (await createSubmission(server.deps, sharedHomework, world.studentB.id)).id;
});

/** Every row of every table the API writes, so "nothing written" covers updates as well as inserts. */
async function snapshot() {
  const { db } = server.deps.database;
  const tables = {
    users,
    profiles,
    batches,
    teacherBatches,
    classes,
    homework,
    homeworkBatches,
    submissions,
    announcements,
    announcementBatches,
    sessions,
    refreshTokens,
    passwordResetTokens,
  };
  const rows: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) rows[name] = await db.select().from(table);
  return rows;
}

const later = '2030-03-01T09:00:00Z';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

/** A multipart body written out by hand, so its content-type can be spelled any way. */
const boundary = 'test-boundary-7MA4YWxk';
const multipart = (fields: Record<string, string>) => {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
};

/** A JSON body sent with the given content-type rather than the usual one. */
const jsonAs = (contentType: string, value: unknown) => ({
  headers: { 'content-type': contentType },
  raw: JSON.stringify(value),
});

type Case = {
  name: string;
  method: string;
  path: () => string;
  /** The caller's access token; undefined for the public calls. */
  as: () => string | undefined;
  options: () => CallOptions;
  status: number;
  field?: string;
  /** What the answer's detail must say, where the status alone does not tell the client enough. */
  detail?: RegExp;
};

const cases: Case[] = [
  // Profile
  {
    name: 'profile without last_name',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({ form: form({ first_name: 'X' }) }),
    status: 400,
    field: 'last_name',
  },
  {
    name: 'profile with a bad phone',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({ form: form({ first_name: 'X', last_name: 'Y', mobile_number: 'call me' }) }),
    status: 400,
    field: 'mobile_number',
  },
  {
    name: 'profile picture that is text named .png',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      form: form({
        first_name: 'Changed',
        last_name: 'Y',
        profile_picture: new File(['<svg/>'], 'a.png', { type: 'image/png' }),
      }),
    }),
    status: 400,
    field: 'profile_picture',
  },
  {
    name: 'profile picture over 2 MB',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      form: form({
        first_name: 'Changed',
        last_name: 'Y',
        profile_picture: new File([new Uint8Array(3 * 1024 * 1024)], 'big.png'),
      }),
    }),
    status: 413,
  },
  {
    name: 'profile as JSON instead of multipart',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({ json: { first_name: 'X', last_name: 'Y' } }),
    status: 415,
  },
  // Homework
  {
    name: 'homework without title',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: '  ', due_date: later, batch_ids: [world.batchA.id] } }),
    status: 400,
    field: 'title',
  },
  {
    name: 'homework without batches',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'T', due_date: later, batch_ids: [] } }),
    status: 400,
    field: 'batch_ids',
  },
  {
    name: 'homework with a non-ISO due date',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'T', due_date: 'next friday', batch_ids: [world.batchA.id] } }),
    status: 400,
    field: 'due_date',
  },
  {
    name: 'homework due before today, wherever the teacher is',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'T', due_date: daysAgo(2), batch_ids: [world.batchA.id] } }),
    status: 400,
    field: 'due_date',
    detail: /The due date cannot be before today\.$/,
  },
  {
    name: 'homework with a javascript: link',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({
      json: {
        title: 'T',
        due_date: later,
        batch_ids: [world.batchA.id],
        gdrive_link: 'javascript:alert(1)',
      },
    }),
    status: 400,
    field: 'gdrive_link',
  },
  {
    name: 'homework with an unknown subject',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({
      json: { title: 'T', due_date: later, batch_ids: [world.batchA.id], subject: 'Biology' },
    }),
    status: 400,
    field: 'subject',
  },
  {
    name: 'homework for own and foreign batches',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({
      json: { title: 'T', due_date: later, batch_ids: [world.batchA.id, world.batchB.id] },
    }),
    status: 403,
  },
  {
    name: 'homework body that is not JSON',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ headers: { 'content-type': 'application/json' }, form: undefined, json: undefined }),
    status: 400,
  },
  {
    name: 'homework update with a bad status',
    method: 'PUT',
    path: () => `/api/homework/${homeworkOfA}/`,
    as: () => world.teacherA.token,
    options: () => ({
      json: { title: 'T', due_date: later, batch_ids: [world.batchA.id], status: 'archived' },
    }),
    status: 400,
    field: 'status',
  },
  {
    name: 'homework update moving it to a foreign batch',
    method: 'PUT',
    path: () => `/api/homework/${homeworkOfA}/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'Moved', due_date: later, batch_ids: [world.batchB.id] } }),
    status: 403,
  },
  {
    name: 'homework update by a teacher of only one of its batches',
    method: 'PUT',
    path: () => `/api/homework/${sharedHomework}/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'Taken over', due_date: later, batch_ids: [world.batchA.id] } }),
    status: 403,
    detail: /^This homework is shared with a batch you do not teach\.$/,
  },
  {
    name: 'homework delete by a teacher of only one of its batches',
    method: 'DELETE',
    path: () => `/api/homework/${sharedHomework}/`,
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 403,
    detail: /^This homework is shared with a batch you do not teach\.$/,
  },
  {
    name: "feedback on shared homework for a student of the other teacher's batch",
    method: 'POST',
    path: () => `/api/submissions/${submissionOfBOnShared}/feedback/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { feedback: 'Not my student', grade: 'C' } }),
    status: 403,
  },
  {
    name: 'homework update of a missing id',
    method: 'PUT',
    path: () => '/api/homework/999999/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'T', due_date: later, batch_ids: [world.batchA.id] } }),
    status: 404,
  },
  {
    name: 'homework delete with a non-numeric id',
    method: 'DELETE',
    path: () => '/api/homework/abc/',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 400,
    field: 'id',
  },
  {
    name: 'homework delete of a missing id',
    method: 'DELETE',
    path: () => '/api/homework/999999/',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 404,
  },
  // Submissions
  {
    name: 'submission with a blank link',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: closedHomeworkOfA, drive_link: '   ' } }),
    status: 400,
    field: 'drive_link',
  },
  {
    name: 'submission with an ftp link',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: closedHomeworkOfA, drive_link: 'ftp://files.example/x' } }),
    status: 400,
    field: 'drive_link',
  },
  {
    name: 'submission without homework',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { drive_link: 'https://drive.google.com/x' } }),
    status: 400,
    field: 'homework',
  },
  {
    name: 'submission for missing homework',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: 999999, drive_link: 'https://drive.google.com/x' } }),
    status: 404,
  },
  {
    name: 'submission for closed homework',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: closedHomeworkOfA, drive_link: 'https://drive.google.com/x' } }),
    status: 409,
  },
  {
    name: 'second submission',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: homeworkOfA, drive_link: 'https://drive.google.com/again' } }),
    status: 409,
  },
  {
    name: 'resubmission when not allowed',
    method: 'PUT',
    path: () => `/api/submissions/${submissionOfA}/`,
    as: () => world.studentA.token,
    options: () => ({ json: { homework: homeworkOfA, drive_link: 'https://drive.google.com/again' } }),
    status: 409,
  },
  {
    name: 'resubmission naming another homework',
    method: 'PUT',
    path: () => `/api/submissions/${submissionOfA}/`,
    as: () => world.studentA.token,
    options: () => ({ json: { homework: closedHomeworkOfA, drive_link: 'https://drive.google.com/again' } }),
    status: 400,
    field: 'homework',
  },
  {
    name: 'feedback that is not text',
    method: 'POST',
    path: () => `/api/submissions/${submissionOfA}/feedback/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { feedback: 42 } }),
    status: 400,
    field: 'feedback',
  },
  {
    name: 'feedback with a grade too long',
    method: 'POST',
    path: () => `/api/submissions/${submissionOfA}/feedback/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { feedback: 'ok', grade: 'x'.repeat(21) } }),
    status: 400,
    field: 'grade',
  },
  {
    name: 'feedback on a missing submission',
    method: 'POST',
    path: () => '/api/submissions/999999/feedback/',
    as: () => world.teacherA.token,
    options: () => ({ json: { feedback: 'ok' } }),
    status: 404,
  },
  // Announcements
  {
    name: 'announcement of blanks',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'all', message: '   ' } }),
    status: 400,
    field: 'message',
  },
  {
    name: 'announcement of an unknown type',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'everyone', message: 'Hi' } }),
    status: 400,
    field: 'type',
  },
  {
    name: 'batch announcement without a batch',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'batch', message: 'Hi' } }),
    status: 400,
    field: 'batch_id',
  },
  {
    name: 'announcement to a foreign batch',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'batch', message: 'Hi', batch_id: world.batchB.id } }),
    status: 403,
  },
  {
    name: 'announcement to a student of a foreign batch',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'student', message: 'Hi', student_id: world.studentB.id } }),
    status: 403,
  },
  // Ids beyond what a row can have are a client mistake, not a database error.
  {
    name: 'homework update of an id beyond int4',
    method: 'PUT',
    path: () => '/api/homework/99999999999/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'T', due_date: later, batch_ids: [world.batchA.id] } }),
    status: 400,
    field: 'id',
  },
  {
    name: 'submission for homework beyond int4',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: 99999999999, drive_link: 'https://drive.google.com/x' } }),
    status: 404,
  },
  {
    name: 'announcement to a student beyond int4',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'student', message: 'Hi', student_id: 99999999999 } }),
    status: 403,
  },
  {
    name: 'class topic with a NUL character',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'a\u0000b', batch_id: world.batchA.id, start_time: later } }),
    status: 400,
  },
  {
    name: 'profile name with a NUL character',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({ form: form({ first_name: 'a\u0000', last_name: 'Y' }) }),
    status: 400,
  },
  {
    name: 'JSON body over 64 kB',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'all', message: 'x'.repeat(70_000) } }),
    status: 413,
  },
  // Classes
  {
    name: 'class without topic',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: '', batch_id: world.batchA.id, start_time: later } }),
    status: 400,
    field: 'topic',
  },
  {
    name: 'class with a non-numeric batch',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: 'A', start_time: later } }),
    status: 400,
    field: 'batch_id',
  },
  {
    name: 'class starting before today, wherever the teacher is',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: world.batchA.id, start_time: daysAgo(2) } }),
    status: 400,
    field: 'start_time',
    detail: /The start time cannot be before today\.$/,
  },
  {
    name: 'class without a start time',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: world.batchA.id } }),
    status: 400,
    field: 'start_time',
  },
  {
    name: 'class with a javascript: zoom link',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({
      json: {
        topic: 'T',
        batch_id: world.batchA.id,
        start_time: later,
        zoom_link: 'javascript:alert(1)',
      },
    }),
    status: 400,
    field: 'zoom_link',
  },
  {
    name: 'class with an unknown status',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({
      json: { topic: 'T', batch_id: world.batchA.id, start_time: later, status: 'done' },
    }),
    status: 400,
    field: 'status',
  },
  {
    name: 'class for a foreign batch',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: world.batchB.id, start_time: later } }),
    status: 403,
  },
  {
    name: 'class update moving it to a foreign batch',
    method: 'PUT',
    path: () => `/api/classes/${classOfA}/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'Moved', batch_id: world.batchB.id, start_time: later } }),
    status: 403,
  },
  {
    name: 'class update of a missing id',
    method: 'PUT',
    path: () => '/api/classes/999999/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: world.batchA.id, start_time: later } }),
    status: 404,
  },
  {
    name: 'class delete of a missing id',
    method: 'DELETE',
    path: () => '/api/classes/999999/',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 404,
  },
  {
    name: 'teacher classes with a bad date',
    method: 'GET',
    path: () => '/api/teacher/classes/?date=01-02-2030',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 400,
    field: 'date',
  },
  {
    name: 'class update without a topic',
    method: 'PUT',
    path: () => `/api/classes/${classOfA}/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: ' ', batch_id: world.batchA.id, start_time: later } }),
    status: 400,
    field: 'topic',
  },
  {
    name: 'class update with a start time that is not ISO',
    method: 'PUT',
    path: () => `/api/classes/${classOfA}/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: world.batchA.id, start_time: 'tomorrow 9am' } }),
    status: 400,
    field: 'start_time',
  },
  {
    name: 'class update with a javascript: zoom link',
    method: 'PUT',
    path: () => `/api/classes/${classOfA}/`,
    as: () => world.teacherA.token,
    options: () => ({
      json: {
        topic: 'T',
        batch_id: world.batchA.id,
        start_time: later,
        zoom_link: 'javascript:alert(1)',
      },
    }),
    status: 400,
    field: 'zoom_link',
  },
  // Malformed bodies
  {
    name: 'homework body of truncated JSON',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ headers: { 'content-type': 'application/json' }, raw: '{"a":' }),
    status: 400,
    detail: /JSON/,
  },
  {
    name: 'profile of garbage sent as multipart',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      raw: 'this is not multipart at all',
    }),
    status: 400,
    detail: /form could not be read/,
  },
  {
    name: 'profile as multipart without a boundary',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      headers: { 'content-type': 'multipart/form-data' },
      raw: multipart({ first_name: 'Changed', last_name: 'Y' }),
    }),
    status: 400,
    detail: /boundary/,
  },
  // NUL characters, whatever the content-type says
  {
    name: 'class topic with a NUL character, sent as Application/JSON',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () =>
      jsonAs('Application/JSON', { topic: 'a\u0000b', batch_id: world.batchA.id, start_time: later }),
    status: 400,
    field: 'topic',
  },
  {
    name: 'announcement with a NUL character, sent as application/merge-patch+json',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => jsonAs('application/merge-patch+json', { type: 'all', message: 'Hi\u0000' }),
    status: 400,
    field: 'message',
  },
  {
    name: 'feedback with a NUL character',
    method: 'POST',
    path: () => `/api/submissions/${submissionOfA}/feedback/`,
    as: () => world.teacherA.token,
    options: () => ({ json: { feedback: 'Good\u0000', grade: 'A' } }),
    status: 400,
    field: 'feedback',
  },
  {
    name: 'profile name with a NUL character, urlencoded',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: 'first_name=a%00b&last_name=Y',
    }),
    status: 400,
    field: 'first_name',
  },
  {
    name: 'profile address with a NUL character, sent as Multipart/form-data',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      headers: { 'content-type': `Multipart/form-data; boundary=${boundary}` },
      raw: multipart({ first_name: 'Changed', last_name: 'Y', address: '12\u0000 Park Road' }),
    }),
    status: 400,
    field: 'address',
  },
  {
    name: 'sign-in with a NUL character in the e-mail',
    method: 'POST',
    path: () => '/api/login/',
    as: () => undefined,
    options: () => ({ json: { username: 'asha\u0000@demo.school', password: 'learn2026' } }),
    status: 400,
    field: 'username',
  },
  // Dates the database cannot hold
  {
    name: 'homework due in the year 0000',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({
      json: { title: 'T', due_date: '0000-01-01T00:00:00Z', batch_ids: [world.batchA.id] },
    }),
    status: 400,
    field: 'due_date',
  },
  {
    name: 'class starting in the year 10000 once in UTC',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({
      json: { topic: 'T', batch_id: world.batchA.id, start_time: '9999-12-31T23:00:00-14:00' },
    }),
    status: 400,
    field: 'start_time',
    detail: /1900 and 9999/,
  },
  {
    name: 'profile born in the year 0000',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({ form: form({ first_name: 'Changed', last_name: 'Y', date_of_birth: '0000-01-01' }) }),
    status: 400,
    field: 'date_of_birth',
  },
  {
    name: 'teacher classes on the day 0000-01-01',
    method: 'GET',
    path: () => '/api/teacher/classes/?date=0000-01-01',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 400,
    field: 'date',
  },
  {
    name: 'teacher classes in a time zone that is an offset',
    method: 'GET',
    path: () => `/api/teacher/classes/?date=2030-01-01&tz=${encodeURIComponent('+05:30')}`,
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 400,
    field: 'tz',
  },
  {
    name: 'teacher classes in an unknown time zone',
    method: 'GET',
    path: () => '/api/teacher/classes/?date=2030-01-01&tz=Mars/Olympus_Mons',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 400,
    field: 'tz',
  },
  // Ids: in paths digits only, in bodies numbers or digit strings only
  ...['abc', '0', '0x10', '99999999999'].map(
    (badId): Case => ({
      name: `submissions of homework "${badId}"`,
      method: 'GET',
      path: () => `/api/homework/${badId}/submissions/`,
      as: () => world.teacherA.token,
      options: () => ({}),
      status: 400,
      field: 'id',
    }),
  ),
  {
    name: 'submissions of a missing homework',
    method: 'GET',
    path: () => '/api/homework/999999/submissions/',
    as: () => world.teacherA.token,
    options: () => ({}),
    status: 404,
  },
  ...[true, [1], '0x10', '1e1', 1.5].map(
    (badId): Case => ({
      name: `class for batch_id ${JSON.stringify(badId)}`,
      method: 'POST',
      path: () => '/api/classes/',
      as: () => world.teacherA.token,
      options: () => ({ json: { topic: 'T', batch_id: badId, start_time: later } }),
      status: 400,
      field: 'batch_id',
    }),
  ),
  {
    name: 'homework for batch_ids [true]',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({ json: { title: 'T', due_date: later, batch_ids: [true] } }),
    status: 400,
    field: 'batch_ids.0',
  },
  {
    name: 'batch announcement to batch_id "0x10"',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'batch', message: 'Hi', batch_id: '0x10' } }),
    status: 400,
    field: 'batch_id',
  },
  {
    name: 'announcement to student_id [1]',
    method: 'POST',
    path: () => '/api/teacher/announcements/',
    as: () => world.teacherA.token,
    options: () => ({ json: { type: 'student', message: 'Hi', student_id: [world.studentA.id] } }),
    status: 400,
    field: 'student_id',
  },
  {
    name: 'submission for homework true',
    method: 'POST',
    path: () => '/api/submissions/',
    as: () => world.studentA.token,
    options: () => ({ json: { homework: true, drive_link: 'https://drive.google.com/x' } }),
    status: 400,
    field: 'homework',
  },
  {
    name: 'resubmission with an ftp link',
    method: 'PUT',
    path: () => `/api/submissions/${submissionOfA}/`,
    as: () => world.studentA.token,
    options: () => ({ json: { homework: homeworkOfA, drive_link: 'ftp://files.example/x' } }),
    status: 400,
    field: 'drive_link',
  },
  {
    name: 'profile picture of 2 MB and one byte (checked by the handler)',
    method: 'PATCH',
    path: () => '/api/profile/',
    as: () => world.studentA.token,
    options: () => ({
      form: form({
        first_name: 'Changed',
        last_name: 'Y',
        profile_picture: new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png'),
      }),
    }),
    status: 413,
    detail: /at most 2 MB/,
  },
];

describe('bad input to every write: a JSON 4xx and nothing written', () => {
  it.each(cases)('$name -> $status', async ({ method, path, as, options, status, field, detail }) => {
    const before = await snapshot();
    const answer = await call(method, path(), { token: as(), ...options() });
    expect(answer.status).toBe(status);
    expect(typeof answer.body.detail).toBe('string');
    if (field) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    if (detail) expect(answer.body.detail).toMatch(detail);
    expect(await snapshot()).toEqual(before);
  });
});
