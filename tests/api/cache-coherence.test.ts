import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../mock-server/admin/commands';
import type { RunningServer } from '../../mock-server/server';
import {
  createBatch,
  createClass,
  createHomework,
  createTwoBatchWorld,
  createUser,
  type TestUser,
  type TwoBatchWorld,
} from '../support/fixtures';
import { tinyPng } from '../support/pictures';
import { freshPostgresDatabase, startQuietServer, testJwtSecret } from '../support/test-server';
import { type ApiCall, apiClient } from './support/api-client';

/**
 * The server keeps the signed-in user and its hot reads in memory (mock-server/cache/). These tests
 * hold it to what a client can tell: every acknowledged write shows in the very next read, on the
 * server that took the write and, on PostgreSQL, on a second server sharing the database (events
 * reach it over LISTEN/NOTIFY); and no read answers one user or batch with another's data. Each
 * read is made before the write too, so a cached answer is there to go stale.
 */
const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
const hosts: RunningServer[] = [];
const dataDirs: string[] = [];
let world: TwoBatchWorld;
/** The server every write goes through. */
let writer: ApiCall;
/** Each server, the writer first: every read is checked on all of them. */
let readers: { name: string; call: ApiCall }[];

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-cache-'));
    dataDirs.push(dataDir);
    return startQuietServer({
      DATA_DIR: dataDir,
      PGLITE_DIR: 'memory://',
      JWT_SECRET: testJwtSecret,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  };
  hosts.push(await start());
  if (usesPostgres) hosts.push(await start());
  world = await createTwoBatchWorld(hosts[0].deps);
  // Fixtures write to the database directly, so the other server forgets what it knew too.
  for (const host of hosts) host.deps.caches.forgetEverything();
  writer = apiClient(hosts[0].url);
  readers = hosts.map((host, i) => ({
    name: i === 0 ? 'the writing server' : 'another server',
    call: apiClient(host.url),
  }));
});

afterAll(async () => {
  for (const host of hosts) await host.close();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const due = '2030-05-01T10:00:00Z';

/** What `path` answers `user` on each server. */
async function readEverywhere(user: TestUser, pathname: string) {
  return Promise.all(
    readers.map(async ({ name, call }) => {
      const answer = await call('GET', pathname, { token: user.token });
      return { name, status: answer.status, body: answer.body };
    }),
  );
}

/** Reads on every server (so each caches), runs the write, then expects every server's next read to pass `check`. */
async function expectNextReads(
  reads: [TestUser, string][],
  write: () => Promise<unknown>,
  check: (answer: { status: number; body: unknown }, read: [TestUser, string]) => void,
) {
  for (const [user, pathname] of reads) await readEverywhere(user, pathname);
  const written = await write();
  // An API write must have been acknowledged; an admin command answers its result.
  if (written && typeof written === 'object' && 'status' in written) {
    expect((written as { status: number }).status).toBeLessThan(300);
  }
  for (const read of reads) {
    for (const answer of await readEverywhere(...read)) {
      try {
        check(answer, read);
      } catch (error) {
        throw new Error(`${answer.name}, GET ${read[1]}: ${(error as Error).message}`);
      }
    }
  }
}

const titles = (body: unknown) => (body as { title: string }[]).map((item) => item.title);

/** Creates through the writing server as `user`, expecting 201, and answers the new row's id. */
async function createVia(user: TestUser, pathname: string, json: unknown): Promise<number> {
  const created = await writer('POST', pathname, { token: user.token, json });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function createHomeworkVia(teacher: TestUser, title: string, batchIds: number[]) {
  const json = { title, due_date: due, batch_ids: batchIds, allow_resubmit: true };
  return { id: await createVia(teacher, '/api/homework/', json) };
}

describe(`caches on ${usesPostgres ? 'two servers sharing PostgreSQL' : 'PGlite'}: each write shows in the next read`, () => {
  it('creating, editing and deleting homework', async () => {
    const reads: [TestUser, string][] = [
      [world.studentA, '/api/homework/'],
      [world.teacherA, '/api/homework/'],
    ];
    let item = { id: 0 };
    await expectNextReads(
      reads,
      async () => {
        item = await createHomeworkVia(world.teacherA, 'Cache: created', [world.batchA.id]);
      },
      ({ body }) => expect(titles(body)).toContain('Cache: created'),
    );
    await expectNextReads(
      reads,
      () =>
        writer('PUT', `/api/homework/${item.id}/`, {
          token: world.teacherA.token,
          json: { title: 'Cache: edited', due_date: due, batch_ids: [world.batchA.id] },
        }),
      ({ body }) => {
        expect(titles(body)).toContain('Cache: edited');
        expect(titles(body)).not.toContain('Cache: created');
      },
    );
    await expectNextReads(
      reads,
      () => writer('DELETE', `/api/homework/${item.id}/`, { token: world.teacherA.token }),
      ({ body }) => expect(titles(body)).not.toContain('Cache: edited'),
    );
  });

  it('a submission, a resubmission and feedback', async () => {
    const item = await createHomeworkVia(world.teacherA, 'Cache: to hand in', [world.batchA.id]);
    const ownSubmission = (body: unknown) =>
      (body as { id: number; submissions: { drive_link: string; feedback: string | null }[] }[]).find(
        (homework) => homework.id === item.id,
      )?.submissions[0];
    const listed = (body: unknown) => (body as { drive_link: string; feedback: string | null }[])[0];
    const reads: [TestUser, string][] = [
      [world.studentA, '/api/homework/'],
      [world.teacherA, `/api/homework/${item.id}/submissions/`],
      [world.studentA, `/api/homework/${item.id}/submissions/`],
    ];
    const submissionOf = (body: unknown, pathname: string) =>
      pathname === '/api/homework/' ? ownSubmission(body) : listed(body);
    const link = (name: string) => `https://drive.google.com/file/d/${name}`;
    let submissionId = 0;
    await expectNextReads(
      reads,
      async () => {
        const json = { homework: item.id, drive_link: link('cache-first') };
        submissionId = await createVia(world.studentA, '/api/submissions/', json);
      },
      ({ body }, [, pathname]) => expect(submissionOf(body, pathname)?.drive_link).toBe(link('cache-first')),
    );
    await expectNextReads(
      reads,
      () =>
        writer('PUT', `/api/submissions/${submissionId}/`, {
          token: world.studentA.token,
          json: { homework: item.id, drive_link: link('cache-second') },
        }),
      ({ body }, [, pathname]) => expect(submissionOf(body, pathname)?.drive_link).toBe(link('cache-second')),
    );
    await expectNextReads(
      reads,
      () =>
        writer('POST', `/api/submissions/${submissionId}/feedback/`, {
          token: world.teacherA.token,
          json: { feedback: 'Cache: well done', grade: 'A' },
        }),
      ({ body }, [, pathname]) => expect(submissionOf(body, pathname)?.feedback).toBe('Cache: well done'),
    );
  });

  it('creating, moving and deleting a class', async () => {
    const day = '2031-03-04';
    const next = '/api/student/next-class/';
    const onDay = `/api/teacher/classes/?date=${day}`;
    const reads: [TestUser, string][] = [
      [world.studentA, next],
      [world.teacherA, onDay],
    ];
    // A later class exists already, so the next class is there to be replaced by an earlier one.
    await createClass(hosts[0].deps, world.batchA.id, { startTime: new Date('2031-06-01T09:00:00Z') });
    for (const host of hosts) host.deps.caches.forgetEverything();
    const topicOf = (body: unknown, pathname: string) =>
      pathname === next
        ? (body as { topic?: string } | null)?.topic
        : (body as { topic: string }[]).map((item) => item.topic);
    let classId = 0;
    await expectNextReads(
      reads,
      async () => {
        const json = { topic: 'Cache: class', batch_id: world.batchA.id, start_time: `${day}T09:00:00Z` };
        classId = await createVia(world.teacherA, '/api/classes/', json);
      },
      ({ body }, [, pathname]) =>
        pathname === next
          ? expect(topicOf(body, pathname)).toBe('Cache: class')
          : expect(topicOf(body, pathname)).toContain('Cache: class'),
    );
    await expectNextReads(
      reads,
      () =>
        writer('PUT', `/api/classes/${classId}/`, {
          token: world.teacherA.token,
          json: { topic: 'Cache: renamed', batch_id: world.batchA.id, start_time: `${day}T11:00:00Z` },
        }),
      ({ body }, [, pathname]) =>
        pathname === next
          ? expect(topicOf(body, pathname)).toBe('Cache: renamed')
          : expect(topicOf(body, pathname)).toEqual(['Cache: renamed']),
    );
    await expectNextReads(
      reads,
      () => writer('DELETE', `/api/classes/${classId}/`, { token: world.teacherA.token }),
      ({ body }, [, pathname]) =>
        pathname === next
          ? expect(topicOf(body, pathname)).not.toBe('Cache: renamed')
          : expect(topicOf(body, pathname)).toEqual([]),
    );
  });

  it('a student’s new name in their teacher’s list of submissions', async () => {
    const item = await createHomeworkVia(world.teacherA, 'Cache: named', [world.batchA.id]);
    const student = await createUser(hosts[0].deps, { role: 'student', batchId: world.batchA.id });
    for (const host of hosts) host.deps.caches.forgetEverything();
    const handedIn = await writer('POST', '/api/submissions/', {
      token: student.token,
      json: { homework: item.id, drive_link: 'https://drive.google.com/file/d/named' },
    });
    expect(handedIn.status).toBe(201);
    const form = new FormData();
    form.set('first_name', 'Renamed');
    form.set('last_name', 'Student');
    await expectNextReads(
      [[world.teacherA, `/api/homework/${item.id}/submissions/`]],
      () => writer('PATCH', '/api/profile/', { token: student.token, form }),
      ({ body }) =>
        expect((body as { student: { first_name: string } }[]).map((row) => row.student.first_name)).toEqual([
          'Renamed',
        ]),
    );
  });

  it('an announcement', async () => {
    await expectNextReads(
      [[world.studentB, '/api/student/announcements/']],
      async () => {
        const sent = await writer('POST', '/api/teacher/announcements/', {
          token: world.teacherB.token,
          json: { type: 'batch', message: 'Cache: no class on Friday', batch_id: world.batchB.id },
        });
        expect(sent.status).toBe(201);
      },
      ({ body }) =>
        expect((body as { message: string }[]).map((item) => item.message)).toContain(
          'Cache: no class on Friday',
        ),
    );
  });

  it('a renewal admits a lapsed student at once, and a lapse refuses them at once', async () => {
    const student = await createUser(hosts[0].deps, {
      role: 'student',
      batchId: world.batchA.id,
      validForDays: -1,
    });
    for (const host of hosts) host.deps.caches.forgetEverything();
    const renew = (validUntil: string) =>
      runAdminCommand(
        hosts[0].deps.database.db,
        'student:renew',
        { email: student.email, 'valid-until': validUntil },
        (event) => hosts[0].deps.bus.publish(event),
      );
    await expectNextReads(
      [[student, '/api/homework/']],
      () => renew('2099-12-31'),
      ({ status }) => expect(status).toBe(200),
    );
    await expectNextReads(
      [[student, '/api/homework/']],
      () => renew('2020-01-01'),
      ({ status }) => expect(status).toBe(403),
    );
  });

  it('a teacher given another batch sees its homework at once', async () => {
    const batchC = await createBatch(hosts[0].deps);
    const teacher = await createUser(hosts[0].deps, { role: 'teacher', teaches: [world.batchA.id] });
    await createHomework(hosts[0].deps, [batchC.id], { title: 'Cache: batch C homework' });
    for (const host of hosts) host.deps.caches.forgetEverything();
    await expectNextReads(
      [[teacher, '/api/homework/']],
      () =>
        runAdminCommand(
          hosts[0].deps.database.db,
          'teacher:assign',
          { email: teacher.email, batch: batchC.name },
          (event) => hosts[0].deps.bus.publish(event),
        ),
      ({ body }) => expect(titles(body)).toContain('Cache: batch C homework'),
    );
  });

  it('a logout refuses that session’s access token at once, and only that session’s', async () => {
    const student = await createUser(hosts[0].deps, { role: 'student', batchId: world.batchA.id });
    for (const host of hosts) host.deps.caches.forgetEverything();
    const login = await writer('POST', '/api/login/', {
      json: { username: student.email, password: 'test-password-1' },
    });
    expect(login.status).toBe(200);
    const other = { ...student, token: login.body.access as string };
    await expectNextReads(
      [
        [student, '/api/homework/'],
        [other, '/api/homework/'],
      ],
      () => writer('POST', '/api/logout/', { token: other.token, json: { refresh: login.body.refresh } }),
      ({ status }, [user]) => expect(status).toBe(user === other ? 401 : 200),
    );
  });

  it('a test as its attempts show and grade it: a window, a question, its image and a corrected key', async () => {
    const { studentA, teacherA } = world;
    const classmate = await createUser(hosts[0].deps, { role: 'student', batchId: world.batchA.id });
    for (const host of hosts) host.deps.caches.forgetEverything();
    const questionBody = {
      kind: 'single',
      text: 'Which way does friction act on a block at rest on a slope?',
      options: ['Up the slope', 'Down the slope'],
      key: { choices: [1] },
    };
    const questionId = await createVia(teacherA, '/api/questions/', questionBody);
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const testBody = {
      title: 'Friction quiz',
      batch_ids: [world.batchA.id],
      opens_at: inMinutes(60),
      closes_at: inMinutes(180),
      duration_minutes: 30,
      release: 'on_submit',
      status: 'published',
      sections: [{ title: 'Physics', correct_marks: 4, wrong_marks: -1, question_ids: [questionId] }],
    };
    const testId = await createVia(teacherA, '/api/tests/', testBody);
    const startOn = (call: ApiCall, student: TestUser) =>
      call('POST', `/api/tests/${testId}/attempt/`, { token: student.token });

    // Not open yet on every server, which keeps the test; the teacher opens it now.
    for (const { call } of readers) expect((await startOn(call, studentA)).status).toBe(409);
    const opened = await writer('PUT', `/api/tests/${testId}/`, {
      token: teacherA.token,
      json: { ...testBody, opens_at: inMinutes(-1) },
    });
    expect(opened.status).toBe(200);
    for (const { call } of readers) expect((await startOn(call, studentA)).status).toBe(200);
    const attemptId = (await startOn(writer, studentA)).body.id;
    const attemptPath = `/api/attempts/${attemptId}/`;
    const shown = (answer: { body: unknown }) =>
      (answer.body as { sections: { questions: { text: string; image: { url: string } | null }[] }[] })
        .sections[0].questions[0];

    await expectNextReads(
      [[studentA, attemptPath]],
      () =>
        writer('PUT', `/api/questions/${questionId}/`, {
          token: teacherA.token,
          json: { ...questionBody, text: 'Which way does friction act on the block in the figure?' },
        }),
      (answer) => expect(shown(answer).text).toBe('Which way does friction act on the block in the figure?'),
    );
    const form = new FormData();
    form.set('image', new File([tinyPng], 'incline.png'));
    form.set('alt', 'A block on a 30 degree incline.');
    let imageUrl = '';
    await expectNextReads(
      [[studentA, attemptPath]],
      async () => {
        const put = await writer('PUT', `/api/questions/${questionId}/image/`, {
          token: teacherA.token,
          form,
        });
        imageUrl = put.body.image.url;
        return put;
      },
      (answer) => expect(shown(answer).image?.url).toBe(imageUrl),
    );

    // Both answer the first option, wrong by the bank's key; a corrected key grades the next submission.
    const answerFirst = async (call: ApiCall, student: TestUser) => {
      const started = await startOn(call, student);
      const saved = await call('PUT', `/api/attempts/${started.body.id}/answers/`, {
        token: student.token,
        json: { question_id: questionId, answer: { choices: [0] } },
      });
      expect(saved.status).toBe(200);
      return started.body.id as number;
    };
    await answerFirst(writer, studentA);
    const submitted = await writer('POST', `/api/attempts/${attemptId}/submit/`, { token: studentA.token });
    expect(submitted.status).toBe(200);
    const last = readers[readers.length - 1].call;
    const classmateAttempt = await answerFirst(last, classmate);
    await expectNextReads(
      [[studentA, `${attemptPath}result/`]],
      () =>
        writer('POST', `/api/tests/${testId}/change-key/`, {
          token: teacherA.token,
          json: { question_id: questionId, key: { choices: [0] } },
        }),
      (answer) => expect((answer.body as { total: number }).total).toBe(4),
    );
    const graded = await last('POST', `/api/attempts/${classmateAttempt}/submit/`, {
      token: classmate.token,
    });
    expect(graded.status).toBe(200);
    const result = await last('GET', `/api/attempts/${classmateAttempt}/result/`, { token: classmate.token });
    expect(result.body.total).toBe(4);
  });
});

describe('caches never answer one user or batch with another’s data', () => {
  it('two students of two batches, and two teachers, each see only their own', async () => {
    const inA = await createHomeworkVia(world.teacherA, 'Cache: only batch A', [world.batchA.id]);
    const inB = await createHomeworkVia(world.teacherB, 'Cache: only batch B', [world.batchB.id]);
    const classmate = await createUser(hosts[0].deps, { role: 'student', batchId: world.batchA.id });
    for (const host of hosts) host.deps.caches.forgetEverything();
    const handedIn = await writer('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: inA.id, drive_link: 'https://drive.google.com/file/d/only-mine' },
    });
    expect(handedIn.status).toBe(201);
    // Twice each, interleaved, so a second read could come from a cache filled by someone else.
    for (let round = 0; round < 2; round++) {
      for (const { status, body } of await readEverywhere(world.studentA, '/api/homework/')) {
        expect(status).toBe(200);
        expect(titles(body)).toContain('Cache: only batch A');
        expect(titles(body)).not.toContain('Cache: only batch B');
        const mine = (body as { id: number; submissions: unknown[] }[]).find((item) => item.id === inA.id);
        expect(mine?.submissions).toHaveLength(1);
      }
      for (const { body } of await readEverywhere(classmate, '/api/homework/')) {
        const theirs = (body as { id: number; submissions: unknown[] }[]).find((item) => item.id === inA.id);
        expect(theirs?.submissions).toEqual([]);
      }
      for (const { body } of await readEverywhere(world.studentB, '/api/homework/')) {
        expect(titles(body)).toContain('Cache: only batch B');
        expect(titles(body)).not.toContain('Cache: only batch A');
      }
      for (const { body } of await readEverywhere(world.teacherB, '/api/homework/')) {
        expect(titles(body)).not.toContain('Cache: only batch A');
      }
      for (const { status } of await readEverywhere(world.teacherB, `/api/homework/${inA.id}/submissions/`)) {
        expect([403, 404]).toContain(status);
      }
      for (const { body } of await readEverywhere(classmate, `/api/homework/${inA.id}/submissions/`)) {
        expect(body).toEqual([]);
      }
    }
    expect(inB.id).not.toBe(inA.id);
  });
});
