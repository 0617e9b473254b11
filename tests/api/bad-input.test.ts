import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcements,
  batches,
  classes,
  homework,
  homeworkBatches,
  profiles,
  submissions,
  teacherBatches,
  users,
} from '../../mock-server/db/schema';
import {
  createClass,
  createHomework,
  createSubmission,
  createTwoBatchWorld,
  type TwoBatchWorld,
} from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { type ApiCall, apiClient, type CallOptions } from './support/api-client';

let server: TestServer;
let call: ApiCall;
let world: TwoBatchWorld;
let classOfA: number;
let homeworkOfA: number;
let closedHomeworkOfA: number;
let submissionOfA: number;

beforeAll(async () => {
  server = await startTestServer();
  call = apiClient(server.url);
  world = await createTwoBatchWorld(server.deps);
  classOfA = (await createClass(server.deps, world.batchA.id)).id;
  homeworkOfA = (await createHomework(server.deps, [world.batchA.id])).id;
  closedHomeworkOfA = (await createHomework(server.deps, [world.batchA.id], { status: 'closed' })).id;
  submissionOfA = (await createSubmission(server.deps, homeworkOfA, world.studentA.id)).id;
});
afterAll(() => server.stop());

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
  };
  const rows: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) rows[name] = await db.select().from(table);
  return rows;
}

const later = '2030-03-01T09:00:00Z';
const form = (fields: Record<string, string | Blob>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

type Case = {
  name: string;
  method: string;
  path: () => string;
  as: () => string;
  options: () => CallOptions;
  status: number;
  field?: string;
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
    name: 'homework with a javascript: link',
    method: 'POST',
    path: () => '/api/homework/',
    as: () => world.teacherA.token,
    options: () => ({
      json: { title: 'T', due_date: later, batch_ids: [world.batchA.id], gdrive_link: 'javascript:alert(1)' },
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
    options: () => ({ json: { title: 'T', due_date: later, batch_ids: [world.batchA.id, world.batchB.id] } }),
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
      json: { topic: 'T', batch_id: world.batchA.id, start_time: later, zoom_link: 'javascript:alert(1)' },
    }),
    status: 400,
    field: 'zoom_link',
  },
  {
    name: 'class with an unknown status',
    method: 'POST',
    path: () => '/api/classes/',
    as: () => world.teacherA.token,
    options: () => ({ json: { topic: 'T', batch_id: world.batchA.id, start_time: later, status: 'done' } }),
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
];

describe('bad input to every write: a JSON 4xx and nothing written', () => {
  it.each(cases)('$name -> $status', async ({ method, path, as, options, status, field }) => {
    const before = await snapshot();
    const answer = await call(method, path(), { token: as(), ...options() });
    expect(answer.status).toBe(status);
    expect(typeof answer.body.detail).toBe('string');
    if (field) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    expect(await snapshot()).toEqual(before);
  });
});
