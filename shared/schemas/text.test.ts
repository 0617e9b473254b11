import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  batchCreate,
  studentCreate,
  studentFilter,
  studentImport,
  studentUpdate,
  teacherCreate,
} from './admin';
import { announcementWrite } from './announcements';
import { applicationAdmit, applicationNoteCreate, applicationSubmit } from './applications';
import { loginRequest } from './auth';
import { classWrite } from './classes';
import { homeworkWrite } from './homework';
import { profileUpdate } from './profile';
import { feedbackWrite } from './submissions';
import { textRules } from './text';

const person = { first_name: 'Asha', last_name: 'Verma' };
const neetApplication = {
  form: 'neet',
  student_name: 'Arjun Das',
  institution: 'Government College',
  city: 'Nagpur',
  mobile: '9812345678',
  email: 'arjun@example.test',
  consent: true,
  started_at: 0,
};

/** Every input of the contract with text people type: a valid body, its one-line and its multi-line fields. */
const table: { name: string; schema: z.ZodType; valid: object; singleLine: string[]; multiLine: string[] }[] =
  [
    {
      name: 'batchCreate',
      schema: batchCreate,
      valid: { name: 'Olympiad 9A' },
      singleLine: ['name'],
      multiLine: [],
    },
    {
      name: 'studentCreate',
      schema: studentCreate,
      valid: { email: 'a@example.test', ...person },
      singleLine: ['first_name', 'last_name'],
      multiLine: [],
    },
    {
      name: 'studentUpdate',
      schema: studentUpdate,
      valid: { email: 'a@example.test', ...person },
      singleLine: ['first_name', 'last_name', 'parent_name'],
      multiLine: ['address'],
    },
    {
      name: 'profileUpdate',
      schema: profileUpdate,
      valid: person,
      singleLine: ['first_name', 'last_name', 'parent_name'],
      multiLine: ['address'],
    },
    {
      name: 'teacherCreate',
      schema: teacherCreate,
      valid: { email: 't@example.test', ...person },
      singleLine: ['first_name', 'last_name'],
      multiLine: [],
    },
    { name: 'studentFilter', schema: studentFilter, valid: {}, singleLine: ['q'], multiLine: [] },
    {
      name: 'studentImport',
      schema: studentImport,
      valid: { csv: 'email' },
      singleLine: [],
      multiLine: ['csv'],
    },
    {
      name: 'applicationSubmit',
      schema: applicationSubmit,
      valid: neetApplication,
      singleLine: ['student_name', 'institution', 'city'],
      multiLine: [],
    },
    {
      name: 'applicationNoteCreate',
      schema: applicationNoteCreate,
      valid: { text: 'Called' },
      singleLine: [],
      multiLine: ['text'],
    },
    {
      name: 'applicationAdmit',
      schema: applicationAdmit,
      valid: { batch_id: 1, valid_until: '2031-03-31', ...person },
      singleLine: ['first_name', 'last_name'],
      multiLine: [],
    },
    {
      name: 'loginRequest',
      schema: loginRequest,
      valid: { username: 'a@example.test', password: 'secret' },
      singleLine: ['username'],
      multiLine: [],
    },
    {
      name: 'announcementWrite',
      schema: announcementWrite,
      valid: { type: 'all', message: 'Hello' },
      singleLine: [],
      multiLine: ['message'],
    },
    {
      name: 'classWrite',
      schema: classWrite,
      valid: { topic: 'Optics', batch_id: 1, start_time: '2030-01-05T10:00:00Z' },
      singleLine: ['topic'],
      multiLine: ['notes'],
    },
    {
      name: 'homeworkWrite',
      schema: homeworkWrite,
      valid: { title: 'Lenses', due_date: '2030-01-05T10:00:00Z', batch_ids: [1] },
      singleLine: ['title'],
      multiLine: ['description'],
    },
    {
      name: 'feedbackWrite',
      schema: feedbackWrite,
      valid: { feedback: 'Good', grade: 'A' },
      singleLine: ['grade'],
      multiLine: ['feedback'],
    },
  ];

const lineBreaks = ['Das\r\nEND:VEVENT', 'Das\nX', 'Das\rX', 'Das\tX'];
const otherControls = ['Das\u0007', 'Das\u001b[31m', 'Das\u007f', 'Das\u0085X'];

/** The messages the schema gives the field, or [] when the body passes. */
function refusalsOf(schema: z.ZodType, body: object, field: string): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe.each(table)('$name', ({ schema, valid, singleLine, multiLine }) => {
  it('accepts the valid body', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(singleLine)('refuses a line break or control character in %s, naming it', (field) => {
    for (const value of [...lineBreaks, ...otherControls]) {
      expect(refusalsOf(schema, { ...valid, [field]: value }, field), JSON.stringify(value)).toContain(
        textRules.singleLine,
      );
    }
  });

  it.each(multiLine)('keeps line breaks and tabs in %s but refuses other control characters', (field) => {
    expect(schema.safeParse({ ...valid, [field]: 'One\nTwo\r\n\tThree' }).error?.issues).toBeUndefined();
    for (const value of otherControls) {
      expect(refusalsOf(schema, { ...valid, [field]: value }, field), JSON.stringify(value)).toContain(
        textRules.multiLine,
      );
    }
  });
});
