import { beforeAll, describe, expect, it } from 'vitest';
import { createAttempt, createOnlineTest, createQuestion } from '../support/assessment-fixtures';
import { createClass, createHomework, createSubmission, createUser } from '../support/fixtures';
import { twoBatchApiForFile } from './support/two-batch-api';

/**
 * Each hot read answers in one SQL statement of its own, and each hot write writes in one. Counted on PostgreSQL's pool (PGlite gives
 * no hook), relative to GET /api/student/batches/, which runs one statement after the guard: so the
 * figure stays right whatever the guard costs.
 */
const { server, call, world } = twoBatchApiForFile();
let homeworkId: number;
let statements = 0;
/** The names of the named statements run, in order. */
const named: string[] = [];
/** Connections taken from the pool: by each pooled statement, and by each transaction. */
let connections = 0;

beforeAll(async () => {
  const shared = await createHomework(server.deps, [world.batchA.id, world.batchB.id]);
  homeworkId = shared.id;
  await createSubmission(server.deps, shared.id, world.studentA.id);
  await createClass(server.deps, world.batchA.id);
  const pool = server.deps.database.pool;
  if (pool) {
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements += 1;
      const name = (args[0] as { name?: string } | undefined)?.name;
      if (name) named.push(name);
      return query(...args);
    };
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
      connections += 1;
      return connect(...args);
    };
  }
});

async function statementsFor(path: string, token: string) {
  const before = statements;
  const answer = await call('GET', path, { token });
  expect(answer.status).toBe(200);
  return statements - before;
}

describe.runIf(process.env.TEST_DATABASE_URL)('SQL round trips of the hot reads', () => {
  it.each([
    ['student', '/api/homework/'],
    ['teacher', '/api/homework/'],
    ['student', '/api/student/next-class/'],
    ['teacher', '/api/teacher/classes/?date=2030-01-01'],
    ['teacher', '/api/classes/'],
    ['teacher', '/api/homework/{id}/submissions/'],
    ['student', '/api/homework/{id}/submissions/'],
  ] as const)('%s GET %s costs one statement beyond the guard', async (role, template) => {
    const token = role === 'student' ? world.studentA.token : world.teacherA.token;
    const path = template.replace('{id}', String(homeworkId));
    // The guard keeps the signed-in user (mock-server/cache/): each token's first request reads it.
    for (const signedIn of [world.studentA.token, token])
      await call('GET', '/api/profile/', { token: signedIn });
    const baseline = await statementsFor('/api/student/batches/', world.studentA.token);
    expect(baseline).toBeGreaterThan(0);
    expect(await statementsFor(path, token)).toBe(baseline);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('SQL round trips of the hot writes', () => {
  it('hands in, then gives feedback, in one statement each, plus the NOTIFY', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    for (const signedIn of [world.studentA.token, world.teacherA.token])
      await call('GET', '/api/profile/', { token: signedIn });
    const before = { statements, connections };
    const handedIn = await call('POST', '/api/submissions/', {
      token: world.studentA.token,
      json: { homework: item.id, drive_link: 'https://drive.google.com/file/d/one-trip' },
    });
    expect(handedIn.status).toBe(201);
    const feedback = await call('POST', `/api/submissions/${handedIn.body.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Clear and complete', grade: 'A' },
    });
    expect(feedback.status).toBe(200);
    const pooled = statements - before.statements;
    // Each write: its statement (the notification inserted in it), and the NOTIFY that tells every
    // server; no bell listens, so no unread count is read.
    expect(pooled).toBe(4);
    // Every connection taken served one of those statements: no transaction was opened.
    expect(connections - before.connections).toBe(pooled);
  });

  it('hands in a crowd that arrives together in fewer statements than hand-ins', async () => {
    const item = await createHomework(server.deps, [world.batchA.id]);
    const crowd = await Promise.all(
      Array.from({ length: 20 }, () =>
        createUser(server.deps, { role: 'student', batchId: world.batchA.id }),
      ),
    );
    for (const student of crowd) await call('GET', '/api/profile/', { token: student.token });
    const before = named.length;
    const answers = await Promise.all(
      crowd.map((student, n) =>
        call('POST', '/api/submissions/', {
          token: student.token,
          json: { homework: item.id, drive_link: `https://drive.google.com/file/d/crowd-${n}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 201));
    const handInStatements = named.slice(before).filter((name) => name === 'hand-ins-batched');
    expect(handInStatements.length).toBeGreaterThan(0);
    expect(handInStatements.length).toBeLessThan(crowd.length);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('SQL round trips of a test answer saved', () => {
  it('writes the answer in one named statement, the attempt and its test read once for all saves', async () => {
    const question = await createQuestion(server.deps, world.teacherA.id);
    const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id]);
    const attempt = await createAttempt(server.deps, test.id, world.studentA.id);
    await call('GET', '/api/profile/', { token: world.studentA.token });
    const baseline = await statementsFor('/api/student/batches/', world.studentA.token);
    const save = async (choice: number) => {
      const before = { statements, named: named.length, connections };
      const answer = await call('PUT', `/api/attempts/${attempt.id}/answers/`, {
        token: world.studentA.token,
        json: { question_id: question.id, answer: { choices: [choice] } },
      });
      expect(answer.status).toBe(200);
      return {
        statements: statements - before.statements,
        named: named.slice(before.named),
        connections: connections - before.connections,
      };
    };
    // The first save reads the attempt's fixed facts and the test (four statements), kept from then on.
    expect((await save(1)).statements).toBe(baseline - 1 + 1 + 4 + 1);
    const next = await save(2);
    expect(next.statements).toBe(baseline);
    expect(next.named).toEqual(['save-answers']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('SQL round trips of a test started', () => {
  it('starts an attempt in one insert, the test read once for all starts, then counts for the teachers', async () => {
    const question = await createQuestion(server.deps, world.teacherA.id);
    const test = await createOnlineTest(server.deps, [world.batchA.id], [question.id]);
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const start = async (token: string) => {
      await call('GET', '/api/profile/', { token });
      const before = { statements, connections };
      const started = await call('POST', `/api/tests/${test.id}/attempt/`, { token });
      expect(started.status).toBe(200);
      return { statements: statements - before.statements, connections: connections - before.connections };
    };
    await call('GET', '/api/profile/', { token: world.studentA.token });
    const baseline = await statementsFor('/api/student/batches/', world.studentA.token);
    // After the guard: the test (four statements) the first time, the insert, the test's counts and
    // the NOTIFY that carries them to the teachers; no transaction.
    const first = await start(world.studentA.token);
    expect(first.statements).toBe(baseline - 1 + 4 + 1 + 2);
    const second = await start(classmate.token);
    expect(second.statements).toBe(baseline - 1 + 1 + 2);
    expect(second.connections).toBe(second.statements);
  });
});
