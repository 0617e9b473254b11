import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../mock-server/db/schema';
import { lapsedSubscriptionDetail } from '../../mock-server/domain/access/access';
import { setQuestionImage } from '../../mock-server/domain/assessments/question-images';
import { detectImageType } from '../../mock-server/domain/profiles/image-type';
import { applicationIdOf } from '../support/application-id';
import { createAttempt, createOnlineTest, createQuestion } from '../support/assessment-fixtures';
import {
  createBatch,
  createClass,
  createHomework,
  createSubmission,
  createUser,
  type TestUser,
} from '../support/fixtures';
import { tinyPng } from '../support/pictures';
import { testJwtSecret } from '../support/test-server';
import { twoBatchApiForFile } from './support/two-batch-api';

// Behind one trusted proxy, so each application comes from an address of its own (X-Forwarded-For).
const { server, call, world } = twoBatchApiForFile({ TRUST_PROXY: '1' });
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(server.deps, { role: 'admin' });
});

const actors = ['anonymous', 'studentA', 'studentB', 'teacherA', 'teacherB', 'lapsed', 'admin'] as const;
type Actor = (typeof actors)[number];

type Request = {
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};
type Row = {
  endpoint: string;
  /** Builds the request afresh for every actor, so one actor's write never changes another's answer. */
  request: () => Promise<Request>;
  expected: Record<Actor, number>;
};

const statuses = (...codes: number[]) =>
  Object.fromEntries(actors.map((actor, index) => [actor, codes[index]])) as Record<Actor, number>;

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const profileForm = () => {
  const form = new FormData();
  form.set('first_name', 'Same');
  form.set('last_name', 'Name');
  return form;
};
const homeworkOfA = (options?: Parameters<typeof createHomework>[2]) =>
  createHomework(server.deps, [world.batchA.id], options);
const classOfA = () => createClass(server.deps, world.batchA.id);
/** A push subscription as a browser gives it, to a push service on loopback (allowed on a test server). */
const aDevice = () => ({
  endpoint: `http://127.0.0.1:9/push/${crypto.randomUUID()}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});
const deviceOfStudentA = async () => {
  const device = aDevice();
  await server.deps.database.db.insert(schema.pushSubscriptions).values({
    userId: world.studentA.id,
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
  });
  return device.endpoint;
};
const notificationOfStudentA = async () => {
  const [row] = await server.deps.database.db
    .insert(schema.notifications)
    .values({
      recipientId: world.studentA.id,
      kind: 'homework_deleted',
      payload: { title: 'Gone' },
      link: '/',
    })
    .returning({ id: schema.notifications.id });
  return row.id;
};
const submissionOfStudentA = async () => {
  const homework = await homeworkOfA({ allowResubmit: true });
  return createSubmission(server.deps, homework.id, world.studentA.id);
};

//               anonymous studentA studentB teacherA teacherB lapsed admin
const rows: Row[] = [
  {
    endpoint: 'GET /api/geo/',
    request: async () => ({ method: 'GET', path: '/api/geo/' }),
    expected: statuses(200, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'GET /api/profile/',
    request: async () => ({ method: 'GET', path: '/api/profile/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'PATCH /api/profile/',
    request: async () => ({ method: 'PATCH', path: '/api/profile/', form: profileForm() }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'GET /api/account/sessions/',
    request: async () => ({ method: 'GET', path: '/api/account/sessions/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    // A session id that is no one's: the answer must not tell whether it exists for someone else.
    endpoint: 'POST /api/account/sessions/end/',
    request: async () => ({
      method: 'POST',
      path: '/api/account/sessions/end/',
      json: { session_id: '00000000-0000-4000-8000-000000000000' },
    }),
    expected: statuses(401, 404, 404, 404, 404, 404, 404),
  },
  {
    endpoint: 'POST /api/account/sessions/end-others/',
    request: async () => ({ method: 'POST', path: '/api/account/sessions/end-others/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    // A wrong current password: refused for everyone, and nothing changes for the next rows.
    endpoint: 'POST /api/account/password/',
    request: async () => ({
      method: 'POST',
      path: '/api/account/password/',
      json: { current_password: 'not-the-password', new_password: 'a-new-password-for-2027' },
    }),
    expected: statuses(401, 400, 400, 400, 400, 400, 400),
  },
  {
    endpoint: 'GET /api/user/profile/',
    request: async () => ({ method: 'GET', path: '/api/user/profile/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'GET /api/student/batches/',
    request: async () => ({ method: 'GET', path: '/api/student/batches/' }),
    expected: statuses(401, 200, 200, 403, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/student/next-class/',
    request: async () => {
      await classOfA();
      await createClass(server.deps, world.batchB.id);
      return { method: 'GET', path: '/api/student/next-class/' };
    },
    expected: statuses(401, 200, 200, 403, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/student/announcements/',
    request: async () => ({ method: 'GET', path: '/api/student/announcements/' }),
    expected: statuses(401, 200, 200, 403, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/homework/',
    request: async () => ({ method: 'GET', path: '/api/homework/' }),
    expected: statuses(401, 200, 200, 200, 200, 403, 403),
  },
  {
    endpoint: 'POST /api/homework/ (batch A)',
    request: async () => ({
      method: 'POST',
      path: '/api/homework/',
      json: { title: 'Vectors', due_date: tomorrow(), batch_ids: [world.batchA.id] },
    }),
    expected: statuses(401, 403, 403, 201, 403, 403, 403),
  },
  {
    endpoint: 'PUT /api/homework/{id}/ (of batch A)',
    request: async () => ({
      method: 'PUT',
      path: `/api/homework/${(await homeworkOfA()).id}/`,
      json: { title: 'Vectors II', due_date: tomorrow(), batch_ids: [world.batchA.id] },
    }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'DELETE /api/homework/{id}/ (of batch A)',
    request: async () => ({ method: 'DELETE', path: `/api/homework/${(await homeworkOfA()).id}/` }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/homework/{id}/submissions/ (of batch A)',
    request: async () => ({ method: 'GET', path: `/api/homework/${(await homeworkOfA()).id}/submissions/` }),
    expected: statuses(401, 200, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'POST /api/submissions/ (homework of batch A)',
    request: async () => ({
      method: 'POST',
      path: '/api/submissions/',
      json: { homework: (await homeworkOfA()).id, drive_link: 'https://drive.google.com/file/d/x' },
    }),
    expected: statuses(401, 201, 403, 403, 403, 403, 403),
  },
  {
    endpoint: "PUT /api/submissions/{id}/ (student A's)",
    request: async () => {
      const submission = await submissionOfStudentA();
      return {
        method: 'PUT',
        path: `/api/submissions/${submission.id}/`,
        json: { homework: submission.homeworkId, drive_link: 'https://drive.google.com/file/d/y' },
      };
    },
    expected: statuses(401, 200, 403, 403, 403, 403, 403),
  },
  {
    endpoint: "POST /api/submissions/{id}/feedback/ (student A's)",
    request: async () => ({
      method: 'POST',
      path: `/api/submissions/${(await submissionOfStudentA()).id}/feedback/`,
      json: { feedback: 'Good work', grade: 'A' },
    }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/teacher/batches/',
    request: async () => ({ method: 'GET', path: '/api/teacher/batches/' }),
    expected: statuses(401, 403, 403, 200, 200, 403, 403),
  },
  {
    endpoint: 'GET /api/teacher/students/',
    request: async () => ({ method: 'GET', path: '/api/teacher/students/' }),
    expected: statuses(401, 403, 403, 200, 200, 403, 403),
  },
  {
    endpoint: 'GET /api/teacher/classes/?date=',
    request: async () => ({ method: 'GET', path: `/api/teacher/classes/?date=${tomorrow().slice(0, 10)}` }),
    expected: statuses(401, 403, 403, 200, 200, 403, 403),
  },
  {
    endpoint: 'POST /api/teacher/announcements/ (batch A)',
    request: async () => ({
      method: 'POST',
      path: '/api/teacher/announcements/',
      json: { type: 'batch', message: 'Test on Friday', batch_id: world.batchA.id },
    }),
    expected: statuses(401, 403, 403, 201, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/classes/',
    request: async () => ({ method: 'GET', path: '/api/classes/' }),
    expected: statuses(401, 403, 403, 200, 200, 403, 403),
  },
  {
    endpoint: 'POST /api/classes/ (batch A)',
    request: async () => ({
      method: 'POST',
      path: '/api/classes/',
      json: { topic: 'Optics', batch_id: world.batchA.id, start_time: tomorrow() },
    }),
    expected: statuses(401, 403, 403, 201, 403, 403, 403),
  },
  {
    endpoint: 'PUT /api/classes/{id}/ (of batch A)',
    request: async () => ({
      method: 'PUT',
      path: `/api/classes/${(await classOfA()).id}/`,
      json: { topic: 'Optics II', batch_id: world.batchA.id, start_time: tomorrow() },
    }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'DELETE /api/classes/{id}/ (of batch A)',
    request: async () => ({ method: 'DELETE', path: `/api/classes/${(await classOfA()).id}/` }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/teacher/pending-reviews/',
    request: async () => ({ method: 'GET', path: '/api/teacher/pending-reviews/' }),
    expected: statuses(401, 403, 403, 200, 200, 403, 403),
  },
  {
    endpoint: 'GET /api/homework/{id}/missing/ (of batch A)',
    request: async () => ({ method: 'GET', path: `/api/homework/${(await homeworkOfA()).id}/missing/` }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'POST /api/homework/{id}/reminders/ (student A, of batch A)',
    request: async () => ({
      method: 'POST',
      path: `/api/homework/${(await homeworkOfA()).id}/reminders/`,
      json: { student_id: world.studentA.id },
    }),
    expected: statuses(401, 403, 403, 201, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/calendar/',
    request: async () => ({ method: 'GET', path: '/api/calendar/' }),
    expected: statuses(401, 200, 200, 200, 200, 403, 403),
  },
  {
    endpoint: 'POST /api/calendar/reset/',
    request: async () => ({ method: 'POST', path: '/api/calendar/reset/' }),
    expected: statuses(401, 200, 200, 200, 200, 403, 403),
  },
  {
    endpoint: 'GET /api/student/progress/',
    request: async () => ({ method: 'GET', path: '/api/student/progress/' }),
    expected: statuses(401, 200, 200, 403, 403, 403, 403),
  },
  {
    endpoint: "GET /api/teacher/students/{id}/progress/ (student A's)",
    request: async () => ({
      method: 'GET',
      path: `/api/teacher/students/${world.studentA.id}/progress/`,
    }),
    expected: statuses(401, 403, 403, 200, 404, 403, 403),
  },
  ...onlineTestRows(),
  // Everyone signed in has notifications of their own, a lapsed student included; another's is 404.
  {
    endpoint: 'GET /api/notifications/',
    request: async () => ({ method: 'GET', path: '/api/notifications/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'GET /api/notifications/unread/',
    request: async () => ({ method: 'GET', path: '/api/notifications/unread/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: "POST /api/notifications/{id}/read/ (student A's)",
    request: async () => ({
      method: 'POST',
      path: `/api/notifications/${await notificationOfStudentA()}/read/`,
    }),
    expected: statuses(401, 200, 404, 404, 404, 404, 404),
  },
  {
    endpoint: 'POST /api/notifications/read/',
    request: async () => ({ method: 'POST', path: '/api/notifications/read/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  // Everyone signed in may turn push on for their device and off again; not for another's device.
  {
    endpoint: 'GET /api/notifications/push/key/',
    request: async () => ({ method: 'GET', path: '/api/notifications/push/key/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'PUT /api/notifications/push/subscription/',
    request: async () => ({ method: 'PUT', path: '/api/notifications/push/subscription/', json: aDevice() }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: "POST /api/notifications/push/subscription/remove/ (student A's device)",
    request: async () => ({
      method: 'POST',
      path: '/api/notifications/push/subscription/remove/',
      json: { endpoint: await deviceOfStudentA() },
    }),
    expected: statuses(401, 200, 404, 404, 404, 404, 404),
  },
  // A service worker renews its device's subscription unsigned: the old endpoint is the proof.
  {
    endpoint: 'POST /api/notifications/push/subscription/renew/ (an unknown device)',
    request: async () => ({
      method: 'POST',
      path: '/api/notifications/push/subscription/renew/',
      json: { old_endpoint: aDevice().endpoint, subscription: aDevice() },
    }),
    expected: statuses(404, 404, 404, 404, 404, 404, 404),
  },
  // Settings are each person's own; a kind of another role is not theirs to choose (400).
  {
    endpoint: 'GET /api/notifications/preferences/',
    request: async () => ({ method: 'GET', path: '/api/notifications/preferences/' }),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  {
    endpoint: 'PUT /api/notifications/preferences/ (a student kind)',
    request: async () => ({
      method: 'PUT',
      path: '/api/notifications/preferences/',
      json: { kind: 'announcement', channel: 'mail', choice: 'daily' },
    }),
    expected: statuses(401, 200, 200, 400, 400, 200, 400),
  },
  {
    endpoint: 'GET /api/notifications/defaults/',
    request: async () => ({ method: 'GET', path: '/api/notifications/defaults/' }),
    expected: statuses(401, 403, 403, 403, 403, 403, 200),
  },
  {
    endpoint: 'PUT /api/notifications/defaults/',
    request: async () => ({
      method: 'PUT',
      path: '/api/notifications/defaults/',
      json: { kind: 'announcement', channel: 'mail', choice: 'daily' },
    }),
    expected: statuses(401, 403, 403, 403, 403, 403, 200),
  },
  // A mail's unsubscribe link is its own credential: the same for anyone holding it, signed in or not.
  ...(['GET', 'POST'] as const).map((method) => ({
    endpoint: `${method} /api/notifications/unsubscribe/`,
    request: async () => ({
      method,
      path: `/api/notifications/unsubscribe/?token=${server.deps.unsubscribeLinks.sign({ for: 'notifications', userId: world.studentA.id, kinds: ['announcement'] })}`,
    }),
    expected: statuses(200, 200, 200, 200, 200, 200, 200),
  })),
];

/** Online tests: the bank and tests are teachers'; attempts are their student's own. */
function onlineTestRows(): Row[] {
  const questionOfA = () => createQuestion(server.deps, world.teacherA.id);
  const testOfA = async () => createOnlineTest(server.deps, [world.batchA.id], [(await questionOfA()).id]);
  const attemptOfA = async () => createAttempt(server.deps, (await testOfA()).id, world.studentA.id);
  const questionBody = { kind: 'single', text: 'Pick $1$', options: ['1', '2'], key: { choices: [0] } };
  const questionImageForm = () => {
    const form = new FormData();
    form.set('image', new File([tinyPng], 'figure.png'));
    form.set('alt', 'A figure.');
    return form;
  };
  const questionOfAWithImage = async () => {
    const question = await questionOfA();
    const type = detectImageType(tinyPng);
    if (!type) throw new Error('tinyPng is not a PNG');
    await setQuestionImage(server.deps.database.db, world.teacherA.id, question.id, {
      file: { bytes: new Uint8Array(tinyPng), type },
      alt: 'A figure.',
    });
    return question;
  };
  const testBody = async () => ({
    title: 'Mock',
    batch_ids: [world.batchA.id],
    opens_at: new Date().toISOString(),
    closes_at: tomorrow(),
    duration_minutes: 30,
    sections: [{ title: 'A', correct_marks: 4, wrong_marks: -1, question_ids: [(await questionOfA()).id] }],
  });
  const teacherOnly = statuses(401, 403, 403, 200, 200, 403, 403);
  const teacherAOnly = statuses(401, 403, 403, 200, 403, 403, 403);
  const studentAOnly = statuses(401, 200, 403, 403, 403, 403, 403);
  return [
    {
      endpoint: 'GET /api/questions/',
      request: async () => ({ method: 'GET', path: '/api/questions/' }),
      expected: teacherOnly,
    },
    {
      endpoint: 'POST /api/questions/',
      request: async () => ({ method: 'POST', path: '/api/questions/', json: questionBody }),
      expected: statuses(401, 403, 403, 201, 201, 403, 403),
    },
    {
      endpoint: "PUT /api/questions/{id}/ (teacher A's)",
      request: async () => ({
        method: 'PUT',
        path: `/api/questions/${(await questionOfA()).id}/`,
        json: questionBody,
      }),
      expected: teacherAOnly,
    },
    {
      endpoint: "PUT /api/questions/{id}/image/ (teacher A's)",
      request: async () => ({
        method: 'PUT',
        path: `/api/questions/${(await questionOfA()).id}/image/`,
        form: questionImageForm(),
      }),
      expected: teacherAOnly,
    },
    {
      endpoint: "DELETE /api/questions/{id}/image/ (teacher A's)",
      request: async () => ({
        method: 'DELETE',
        path: `/api/questions/${(await questionOfAWithImage()).id}/image/`,
      }),
      expected: teacherAOnly,
    },
    {
      endpoint: 'GET /api/tests/',
      request: async () => ({ method: 'GET', path: '/api/tests/' }),
      expected: teacherOnly,
    },
    {
      endpoint: 'POST /api/tests/ (batch A)',
      request: async () => ({ method: 'POST', path: '/api/tests/', json: await testBody() }),
      expected: statuses(401, 403, 403, 201, 403, 403, 403),
    },
    {
      endpoint: 'GET /api/tests/{id}/ (of batch A)',
      request: async () => ({ method: 'GET', path: `/api/tests/${(await testOfA()).id}/` }),
      expected: teacherAOnly,
    },
    {
      endpoint: 'PUT /api/tests/{id}/ (of batch A)',
      request: async () => ({
        method: 'PUT',
        path: `/api/tests/${(await testOfA()).id}/`,
        json: await testBody(),
      }),
      expected: teacherAOnly,
    },
    {
      endpoint: 'POST /api/tests/{id}/drop-question/ (of batch A)',
      request: async () => {
        const question = await questionOfA();
        const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id]);
        return {
          method: 'POST',
          path: `/api/tests/${test.id}/drop-question/`,
          json: { question_id: question.id },
        };
      },
      expected: teacherAOnly,
    },
    {
      endpoint: 'POST /api/tests/{id}/change-key/ (of batch A)',
      request: async () => {
        const question = await questionOfA();
        const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id]);
        return {
          method: 'POST',
          path: `/api/tests/${test.id}/change-key/`,
          json: { question_id: question.id, key: question.key },
        };
      },
      expected: teacherAOnly,
    },
    {
      endpoint: 'GET /api/tests/{id}/statistics/ (of batch A)',
      request: async () => ({ method: 'GET', path: `/api/tests/${(await testOfA()).id}/statistics/` }),
      expected: teacherAOnly,
    },
    {
      endpoint: 'GET /api/tests/{id}/export/',
      request: async () => ({ method: 'GET', path: `/api/tests/${(await testOfA()).id}/export/` }),
      expected: teacherAOnly,
    },
    {
      endpoint: 'GET /api/questions/export/',
      request: async () => ({ method: 'GET', path: '/api/questions/export/' }),
      expected: teacherOnly,
    },
    {
      endpoint: 'POST /api/questions/import/',
      request: async () => ({
        method: 'POST',
        path: '/api/questions/import/',
        json: { csv: 'kind,text,option_a,option_b,key\nsingle,Which?,Yes,No,A' },
      }),
      expected: statuses(401, 403, 403, 201, 201, 403, 403),
    },
    {
      endpoint: 'GET /api/tests/{id}/attempts/ (of batch A)',
      request: async () => ({ method: 'GET', path: `/api/tests/${(await testOfA()).id}/attempts/` }),
      expected: teacherAOnly,
    },
    {
      endpoint: 'GET /api/student/tests/',
      request: async () => ({ method: 'GET', path: '/api/student/tests/' }),
      expected: statuses(401, 200, 200, 403, 403, 403, 403),
    },
    {
      endpoint: 'POST /api/tests/{id}/attempt/ (of batch A)',
      request: async () => ({ method: 'POST', path: `/api/tests/${(await testOfA()).id}/attempt/` }),
      expected: studentAOnly,
    },
    {
      endpoint: "GET /api/attempts/{id}/ (student A's)",
      request: async () => ({ method: 'GET', path: `/api/attempts/${(await attemptOfA()).id}/` }),
      expected: studentAOnly,
    },
    {
      endpoint: "PUT /api/attempts/{id}/answers/ (student A's)",
      request: async () => {
        const question = await questionOfA();
        const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id]);
        const attempt = await createAttempt(server.deps, test.id, world.studentA.id);
        return {
          method: 'PUT',
          path: `/api/attempts/${attempt.id}/answers/`,
          json: { question_id: question.id, answer: { choices: [2] } },
        };
      },
      expected: studentAOnly,
    },
    {
      endpoint: "POST /api/attempts/{id}/submit/ (student A's)",
      request: async () => ({ method: 'POST', path: `/api/attempts/${(await attemptOfA()).id}/submit/` }),
      expected: studentAOnly,
    },
    {
      endpoint: "GET /api/attempts/{id}/result/ (student A's)",
      request: async () => ({ method: 'GET', path: `/api/attempts/${(await attemptOfA()).id}/result/` }),
      expected: studentAOnly,
    },
  ];
}

/** The admin area: anonymous 401, everyone else 403, the admin `ok`. */
const adminOnly = (ok: number) => statuses(401, 403, 403, 403, 403, 403, ok);
let sequence = 0;
const fresh = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;
const newStudent = async () =>
  (await createUser(server.deps, { role: 'student', batchId: world.batchA.id })).id;
const newTeacher = async () => (await createUser(server.deps, { role: 'teacher' })).id;
const adminRow = (endpoint: string, ok: number, request: () => Promise<Request>): Row => ({
  endpoint,
  request,
  expected: adminOnly(ok),
});

rows.push(
  adminRow('GET /api/admin/overview/', 200, async () => ({ method: 'GET', path: '/api/admin/overview/' })),
  adminRow('GET /api/admin/batches/', 200, async () => ({ method: 'GET', path: '/api/admin/batches/' })),
  adminRow('POST /api/admin/batches/', 201, async () => ({
    method: 'POST',
    path: '/api/admin/batches/',
    json: { name: fresh('Batch') },
  })),
  adminRow('GET /api/admin/batches/{id}/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/batches/${world.batchA.id}/`,
  })),
  adminRow('PATCH /api/admin/batches/{id}/', 200, async () => ({
    method: 'PATCH',
    path: `/api/admin/batches/${(await createBatch(server.deps)).id}/`,
    json: { name: fresh('Renamed') },
  })),
  adminRow('GET /api/admin/students/', 200, async () => ({
    method: 'GET',
    path: '/api/admin/students/?page=1',
  })),
  adminRow('POST /api/admin/students/', 201, async () => ({
    method: 'POST',
    path: '/api/admin/students/',
    json: { email: `${fresh('new')}@example.test`, first_name: 'New', last_name: 'Student' },
  })),
  adminRow('GET /api/admin/students/{id}/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/students/${world.studentA.id}/`,
  })),
  adminRow('PUT /api/admin/students/{id}/', 200, async () => ({
    method: 'PUT',
    path: `/api/admin/students/${await newStudent()}/`,
    json: { email: `${fresh('edited')}@example.test`, first_name: 'Edited', last_name: 'Name' },
  })),
  adminRow('POST /api/admin/students/{id}/move/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await newStudent()}/move/`,
    json: { batch_id: world.batchB.id },
  })),
  adminRow('POST /api/admin/students/{id}/renew/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await newStudent()}/renew/`,
    json: { valid_until: '2030-06-30' },
  })),
  adminRow('POST /api/admin/students/{id}/deactivate/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await newStudent()}/deactivate/`,
  })),
  adminRow('POST /api/admin/students/{id}/reactivate/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await newStudent()}/reactivate/`,
  })),
  adminRow('POST /api/admin/students/{id}/password-reset/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await newStudent()}/password-reset/`,
  })),
  adminRow('GET /api/admin/students/export/', 200, async () => ({
    method: 'GET',
    path: '/api/admin/students/export/',
  })),
  adminRow('POST /api/admin/students/import/', 201, async () => ({
    method: 'POST',
    path: '/api/admin/students/import/',
    json: {
      csv: `email,first_name,last_name,batch,valid_until,parent_name,mobile_number\n${fresh('csv')}@example.test,Csv,Row,,,,\n`,
    },
  })),
  adminRow('GET /api/admin/teachers/', 200, async () => ({ method: 'GET', path: '/api/admin/teachers/' })),
  adminRow('POST /api/admin/teachers/', 201, async () => ({
    method: 'POST',
    path: '/api/admin/teachers/',
    json: { email: `${fresh('teacher')}@example.test`, first_name: 'New', last_name: 'Teacher' },
  })),
  adminRow('PUT /api/admin/teachers/{id}/batches/{batch_id}/', 200, async () => ({
    method: 'PUT',
    path: `/api/admin/teachers/${await newTeacher()}/batches/${world.batchA.id}/`,
  })),
  adminRow('DELETE /api/admin/teachers/{id}/batches/{batch_id}/', 200, async () => ({
    method: 'DELETE',
    path: `/api/admin/teachers/${world.teacherB.id}/batches/${world.batchA.id}/`,
  })),
  adminRow('POST /api/admin/teachers/{id}/deactivate/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/teachers/${await newTeacher()}/deactivate/`,
  })),
  adminRow('POST /api/admin/teachers/{id}/reactivate/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/teachers/${await newTeacher()}/reactivate/`,
  })),
  adminRow('GET /api/admin/audit/', 200, async () => ({ method: 'GET', path: '/api/admin/audit/' })),
  adminRow('GET /api/admin/applications/', 200, async () => ({
    method: 'GET',
    path: '/api/admin/applications/?status=new',
  })),
  adminRow('GET /api/admin/applications/export/', 200, async () => ({
    method: 'GET',
    path: '/api/admin/applications/export/',
  })),
  adminRow('GET /api/admin/applications/{id}/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/applications/${await newApplication()}/`,
  })),
  adminRow('PATCH /api/admin/applications/{id}/', 200, async () => ({
    method: 'PATCH',
    path: `/api/admin/applications/${await newApplication()}/`,
    json: { status: 'contacted' },
  })),
  adminRow('POST /api/admin/applications/{id}/notes/', 201, async () => ({
    method: 'POST',
    path: `/api/admin/applications/${await newApplication()}/notes/`,
    json: { text: 'Called back.' },
  })),
  adminRow('POST /api/admin/applications/{id}/admit/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/applications/${await newApplication()}/admit/`,
    json: {
      batch_id: world.batchA.id,
      valid_until: '2031-01-31',
      first_name: 'New',
      last_name: 'Student',
    },
  })),
);

/** Attendance and guardians: a class of batch A that has started, marked for every student of A. */
const startedClassOfA = () =>
  createClass(server.deps, world.batchA.id, { startTime: new Date(Date.now() - 60_000) });
const everyoneOfAPresent = async () => {
  const students = await server.deps.database.db
    .select({ id: schema.profiles.userId })
    .from(schema.profiles)
    .innerJoin(schema.users, eq(schema.users.id, schema.profiles.userId))
    .where(and(eq(schema.profiles.batchId, world.batchA.id), isNull(schema.users.deactivatedAt)));
  return { entries: students.map((student) => ({ student_id: student.id, status: 'present' })) };
};
const guardiansBody = { guardians: [{ name: 'Sunita Verma', relation: 'mother', mobile: '9810144562' }] };
const studentsOnly = statuses(401, 200, 200, 403, 403, 403, 403);

rows.push(
  {
    endpoint: 'GET /api/classes/{id}/attendance/ (of batch A)',
    request: async () => ({
      method: 'GET',
      path: `/api/classes/${(await startedClassOfA()).id}/attendance/`,
    }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/teacher/attendance/',
    request: async () => ({ method: 'GET', path: '/api/teacher/attendance/' }),
    expected: statuses(401, 403, 403, 200, 200, 403, 403),
  },
  {
    endpoint: 'PUT /api/classes/{id}/attendance/ (of batch A)',
    request: async () => ({
      method: 'PUT',
      path: `/api/classes/${(await startedClassOfA()).id}/attendance/`,
      json: await everyoneOfAPresent(),
    }),
    expected: statuses(401, 403, 403, 200, 403, 403, 403),
  },
  {
    // Student B's batch has no such class: "not found", as for a class that does not exist.
    endpoint: 'POST /api/student/classes/{id}/join/ (of batch A)',
    request: async () => ({
      method: 'POST',
      path: `/api/student/classes/${(await startedClassOfA()).id}/join/`,
    }),
    expected: statuses(401, 200, 404, 403, 403, 403, 403),
  },
  {
    endpoint: 'GET /api/student/attendance/',
    request: async () => ({ method: 'GET', path: '/api/student/attendance/' }),
    expected: studentsOnly,
  },
  {
    endpoint: 'GET /api/profile/guardians/',
    request: async () => ({ method: 'GET', path: '/api/profile/guardians/' }),
    expected: studentsOnly,
  },
  {
    endpoint: 'PUT /api/profile/guardians/',
    request: async () => ({ method: 'PUT', path: '/api/profile/guardians/', json: guardiansBody }),
    expected: studentsOnly,
  },
  adminRow('GET /api/admin/attendance/batches/{id}/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/attendance/batches/${world.batchA.id}/`,
  })),
  adminRow('GET /api/admin/attendance/students/{id}/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/attendance/students/${world.studentA.id}/`,
  })),
  adminRow('GET /api/admin/attendance/batches/{id}/export/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/attendance/batches/${world.batchA.id}/export/`,
  })),
  adminRow('GET /api/admin/students/{id}/guardians/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/students/${world.studentA.id}/guardians/`,
  })),
  adminRow('PUT /api/admin/students/{id}/guardians/', 200, async () => ({
    method: 'PUT',
    path: `/api/admin/students/${await newStudent()}/guardians/`,
    json: guardiansBody,
  })),
);

let applicant = 0;
/** An application as a visitor sends it, each from its own address and e-mail. */
const applicationRequest = (): Request => {
  applicant++;
  return {
    method: 'POST',
    path: '/api/applications/',
    headers: { 'x-forwarded-for': `192.0.2.${applicant % 250}` },
    json: {
      form: 'neet',
      student_name: 'Nandini S',
      institution: 'Govt. Girls HSS',
      city: 'Erode',
      mobile: '9444000000',
      email: `applicant-${applicant}@example.test`,
      consent: true,
      started_at: Date.now() - 10_000,
    },
  };
};

async function newApplication(): Promise<number> {
  const answer = await call('POST', '/api/applications/', applicationRequest());
  expect(answer.status).toBe(201);
  return applicationIdOf(server.deps, answer.body.reference);
}

rows.push({
  endpoint: 'POST /api/applications/',
  request: async () => applicationRequest(),
  expected: statuses(201, 201, 201, 201, 201, 201, 201),
});

let payer = 0;
/** A payment call with a pair that matches no one, each from its own address so no throttle applies. */
const wrongPairRequest = (path: string, json: object): Request => {
  payer++;
  return {
    method: 'POST',
    path,
    headers: { 'x-forwarded-for': `198.18.0.${payer % 250}` },
    json: { username: `nobody-${payer}@example.test`, admission_code: 'AAAA-BBBB-CCCC', ...json },
  };
};
/** A payment of student A awaiting verification, made afresh for each caller. */
async function submittedPayment(): Promise<number> {
  payer++;
  const [row] = await server.deps.database.db
    .insert(schema.paymentRequests)
    .values({
      reference: `PAY-PERM${payer}`,
      studentId: world.studentA.id,
      planId: '6month',
      method: 'upi',
      currency: 'INR',
      amountMinor: 2_000_000,
      status: 'submitted',
      utr: String(900_000_000_000 + payer),
      submittedAt: new Date(),
    })
    .returning({ id: schema.paymentRequests.id });
  return row.id;
}

rows.push(
  {
    endpoint: 'POST /api/payments/',
    request: async () => wrongPairRequest('/api/payments/', { plan: '6month' }),
    expected: statuses(400, 400, 400, 400, 400, 400, 400),
  },
  {
    endpoint: 'POST /api/payments/reference/',
    request: async () =>
      wrongPairRequest('/api/payments/reference/', { reference: 'PAY-X', utr: '123456789012' }),
    expected: statuses(400, 400, 400, 400, 400, 400, 400),
  },
  {
    endpoint: 'POST /api/payments/status/',
    request: async () => wrongPairRequest('/api/payments/status/', { reference: 'PAY-X' }),
    expected: statuses(400, 400, 400, 400, 400, 400, 400),
  },
  {
    // A lapsed student reads their payments: that is how they renew.
    endpoint: 'GET /api/student/payments/',
    request: async () => ({ method: 'GET', path: '/api/student/payments/' }),
    expected: statuses(401, 200, 200, 403, 403, 200, 403),
  },
  {
    // No receipt of that id: the PDF itself (and who may read it) is payments.test.ts's.
    endpoint: 'GET /api/payments/{id}/receipt/',
    request: async () => ({ method: 'GET', path: '/api/payments/999999/receipt/' }),
    expected: statuses(401, 404, 404, 404, 404, 404, 404),
  },
  adminRow('GET /api/admin/payments/', 200, async () => ({ method: 'GET', path: '/api/admin/payments/' })),
  adminRow('POST /api/admin/payments/{id}/confirm/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/payments/${await submittedPayment()}/confirm/`,
  })),
  adminRow('POST /api/admin/payments/{id}/reject/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/payments/${await submittedPayment()}/reject/`,
    json: { reason: 'Not in the statement.' },
  })),
  {
    // No payment of that id: who may see a real screenshot is payments.test.ts's.
    endpoint: 'GET /api/payments/{id}/screenshot/',
    request: async () => ({ method: 'GET', path: '/api/payments/999999/screenshot/' }),
    expected: statuses(401, 404, 404, 404, 404, 404, 404),
  },
  adminRow('GET /api/admin/payments/report/', 200, async () => ({
    method: 'GET',
    path: '/api/admin/payments/report/',
  })),
  adminRow('GET /api/admin/payments/report/export/', 200, async () => ({
    method: 'GET',
    path: '/api/admin/payments/report/export/?table=fees',
  })),
  adminRow('POST /api/admin/students/{id}/payments/', 201, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await newStudent()}/payments/`,
    json: { method: 'cash', plan: '6month' },
  })),
  adminRow('GET /api/admin/students/{id}/admission-code/', 200, async () => ({
    method: 'GET',
    path: `/api/admin/students/${world.studentA.id}/admission-code/`,
  })),
);

/** Guardians: none of these callers is a guardian, so every read of a child is refused (403). */
const guardianOnly = statuses(401, 403, 403, 403, 403, 403, 403);
const someChild = (tail: string) => async () => ({
  method: 'GET',
  path: `/api/guardian/children/${world.studentA.id}/${tail}`,
});
const studentWithInvitableGuardian = async () => {
  const student = await createUser(server.deps, { role: 'student' });
  await server.deps.database.db.insert(schema.guardians).values({
    studentId: student.id,
    position: 1,
    name: 'Gita Rao',
    relation: 'mother',
    email: `gita-${student.id}@family.test`,
  });
  return student.id;
};
rows.push(
  {
    endpoint: 'GET /api/guardian/children/',
    request: async () => ({ method: 'GET', path: '/api/guardian/children/' }),
    expected: guardianOnly,
  },
  {
    endpoint: 'POST /api/guardian/children/',
    request: async () => ({
      method: 'POST',
      path: '/api/guardian/children/',
      json: { code: 'AAAA-BBBB-CC' },
    }),
    expected: guardianOnly,
  },
  ...[
    'next-class/',
    'announcements/',
    'homework/',
    'attendance/',
    'tests/',
    'progress/',
    'payments/',
    'mail-settings/',
  ].map(
    (tail): Row => ({
      endpoint: `GET /api/guardian/children/{id}/${tail}`,
      request: someChild(tail),
      expected: guardianOnly,
    }),
  ),
  {
    endpoint: 'GET /api/guardian/children/{id}/attempts/{attemptId}/result/',
    request: someChild('attempts/1/result/'),
    expected: guardianOnly,
  },
  {
    endpoint: 'PUT /api/guardian/children/{id}/mail-settings/',
    request: async () => ({
      method: 'PUT',
      path: `/api/guardian/children/${world.studentA.id}/mail-settings/`,
      json: { weekly_summary: false, absence_mail: false },
    }),
    expected: guardianOnly,
  },
  {
    // A wrong code is refused alike for everyone: the sign-up is public (each from its own address).
    endpoint: 'POST /api/guardian-signup/',
    request: async () => ({
      method: 'POST',
      path: '/api/guardian-signup/',
      headers: { 'x-forwarded-for': `198.18.1.${++payer % 250}` },
      json: {
        code: 'AAAA-BBBB-CC',
        first_name: 'A',
        last_name: 'B',
        relation: 'mother',
        email: 'a@family.test',
        password: 'a long passphrase here',
      },
    }),
    expected: statuses(400, 400, 400, 400, 400, 400, 400),
  },
  {
    endpoint: 'POST /api/guardian-mail/off/',
    request: async () => ({ method: 'POST', path: '/api/guardian-mail/off/?token=forged.token' }),
    expected: statuses(404, 404, 404, 404, 404, 404, 404),
  },
  {
    endpoint: 'GET /api/profile/pairing-code/',
    request: async () => ({ method: 'GET', path: '/api/profile/pairing-code/' }),
    expected: statuses(401, 200, 200, 403, 403, 403, 403),
  },
  {
    endpoint: 'POST /api/profile/pairing-code/',
    request: async () => ({ method: 'POST', path: '/api/profile/pairing-code/' }),
    expected: statuses(401, 201, 201, 403, 403, 403, 403),
  },
  adminRow('POST /api/admin/students/{id}/guardians/{position}/invite/', 200, async () => ({
    method: 'POST',
    path: `/api/admin/students/${await studentWithInvitableGuardian()}/guardians/1/invite/`,
  })),
);

describe('permission table: every endpoint against every kind of caller', () => {
  it('covers every call of shared/api.ts except the auth calls', async () => {
    const { endpoints } = await import('../../shared/api');
    const authCalls = ['login', 'refreshToken', 'logout', 'requestPasswordReset', 'confirmPasswordReset'];
    const listed = new Set(rows.map((row) => row.endpoint.split(' (')[0].replace('?date=', '')));
    const missing = Object.entries(endpoints)
      .filter(([name]) => !authCalls.includes(name))
      .map(([, endpoint]) => `${endpoint.method} /api${endpoint.path}`)
      .filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  it.each(rows)('$endpoint', async (row) => {
    const tokens: Record<Actor, string | undefined> = {
      anonymous: undefined,
      studentA: world.studentA.token,
      studentB: world.studentB.token,
      teacherA: world.teacherA.token,
      teacherB: world.teacherB.token,
      lapsed: world.lapsed.token,
      admin: admin.token,
    };
    const answers: Record<string, number> = {};
    let lapsedDetail: unknown;
    for (const actor of actors) {
      const { method, path, ...body } = await row.request();
      const answer = await call(method, path, { token: tokens[actor], ...body });
      answers[actor] = answer.status;
      if (actor === 'lapsed') lapsedDetail = answer.body.detail;
      const csv = row.endpoint.endsWith('/export/') && answer.status === 200;
      expect(answer.headers.get('content-type'), `${actor}: JSON (or the CSV asked for)`).toMatch(
        csv ? /^text\/csv/ : /application\/json/,
      );
    }
    expect(answers).toEqual(row.expected);
    // Where an active student is let in, the lapsed one is told it is the subscription.
    if (row.expected.studentA < 300 && row.expected.lapsed === 403) {
      expect(lapsedDetail).toBe(lapsedSubscriptionDetail);
    }
  });

  it('answers a student calling a teacher call with 403', async () => {
    const wrongRole = await call('GET', '/api/classes/', { token: world.studentA.token });
    expect(wrongRole.status).toBe(403);
  });

  it('answers 401 to a forged or expired token', async () => {
    const forged = `${world.teacherA.token.slice(0, -4)}AAAA`;
    expect((await call('GET', '/api/classes/', { token: forged })).status).toBe(401);
    const { createTokenSigner } = await import('../../mock-server/auth/tokens');
    const expired = await createTokenSigner(testJwtSecret, {
      access: -10,
      refresh: 1,
    }).sign('access', {
      userId: world.teacherA.id,
      role: 'teacher',
      sessionId: world.teacherA.sessionId,
    });
    expect((await call('GET', '/api/classes/', { token: expired.token })).status).toBe(401);
  });
});
