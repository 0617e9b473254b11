import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../mock-server/db/client';
import { demoAccounts, demoPassword } from '../../mock-server/seed/demo-accounts';
import { postJson } from '../support/post-json';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { freshPostgresDatabase } from '../support/test-server';

/**
 * Crash safety: writes in flight when the server dies (SIGKILL: no shutdown code runs) are either
 * wholly there after a restart or wholly absent, and every write the server acknowledged with a 2xx
 * is there. Runs on PGlite, and on PostgreSQL in the `postgres` project.
 */

const chains = 100;
/** Acknowledged writes after which the server is killed: about half of the ~300 sent. */
const killAfter = 120;

let dataDir: string;
let postgres: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let env: Record<string, string>;
let running: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-crash-'));
  postgres = await freshPostgresDatabase();
  env = { DATA_DIR: dataDir, SEED_DEMO: 'true', ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
});

afterAll(async () => {
  running?.child.kill('SIGKILL');
  await running?.exited;
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string, email: string) {
  const answer = await postJson(url, '/api/login/', { username: email, password: demoPassword });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.access as string;
}

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(path, url), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the checks read the fields they need
  return { status: response.status, body: (await response.json()) as any };
}

type Acknowledged = {
  homework: Map<number, { title: string; batchIds: number[] }>;
  submissions: Map<number, { homeworkId: number; driveLink: string }>;
  feedback: Map<number, string>;
};

describe('SIGKILL in the middle of concurrent writes', () => {
  it('keeps every acknowledged write and leaves nothing half-written', async () => {
    running = await startServerProcess(env);
    const { url } = running;
    const teacher = await signIn(url, demoAccounts.teacher.email);
    const students = {
      olympiad: await signIn(url, demoAccounts.asha.email),
      jee: await signIn(url, demoAccounts.meera.email),
    };
    const batches = (await call(url, teacher, 'GET', '/api/teacher/batches/')).body as {
      id: number;
      name: string;
    }[];
    const olympiad = batches.find((batch) => batch.name.includes('9A'))?.id as number;
    const jee = batches.find((batch) => batch.name.includes('10B'))?.id as number;

    const acknowledged: Acknowledged = { homework: new Map(), submissions: new Map(), feedback: new Map() };
    let acks = 0;
    const server = running;
    const acknowledge = () => {
      acks += 1;
      if (acks === killAfter) server.child.kill('SIGKILL');
    };

    /** One homework, a student's submission to it, the teacher's feedback on that: each step once the last is acknowledged. */
    async function chain(index: number) {
      const batchIds = index % 3 === 0 ? [olympiad, jee] : [index % 2 ? olympiad : jee];
      const title = `crash ${index}`;
      const created = await call(url, teacher, 'POST', '/api/homework/', {
        title,
        due_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        batch_ids: batchIds,
      });
      if (created.status !== 201) throw new Error(`homework answered ${created.status}`);
      acknowledged.homework.set(created.body.id, { title, batchIds });
      acknowledge();
      const driveLink = `https://drive.google.com/file/d/crash-${index}`;
      const student = batchIds.includes(olympiad) ? students.olympiad : students.jee;
      const submitted = await call(url, student, 'POST', '/api/submissions/', {
        homework: created.body.id,
        drive_link: driveLink,
      });
      if (submitted.status !== 201) throw new Error(`submission answered ${submitted.status}`);
      acknowledged.submissions.set(submitted.body.id, { homeworkId: created.body.id, driveLink });
      acknowledge();
      const feedback = `feedback ${index}`;
      const reviewed = await call(url, teacher, 'POST', `/api/submissions/${submitted.body.id}/feedback/`, {
        feedback,
        grade: 'A',
      });
      if (reviewed.status !== 200) throw new Error(`feedback answered ${reviewed.status}`);
      acknowledged.feedback.set(submitted.body.id, feedback);
      acknowledge();
    }

    const outcomes = await Promise.allSettled(Array.from({ length: chains }, (_, index) => chain(index)));
    expect(await running.exited).toBe('SIGKILL');
    // Every chain ran until the kill: the failures are refused connections, not refusals by the server.
    const refusals = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && /answered/.test(String(outcome.reason)),
    );
    expect(refusals).toEqual([]);
    // Mid-way: some chains were cut off by the kill.
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').length).toBeGreaterThan(0);

    running = await startServerProcess(env);
    const restarted = running.url;
    const teacherAgain = await signIn(restarted, demoAccounts.teacher.email);
    const listed = (await call(restarted, teacherAgain, 'GET', '/api/homework/')).body as {
      id: number;
      title: string;
      batch_names: { id: number }[];
    }[];
    const byId = new Map(listed.map((item) => [item.id, item]));
    for (const [id, sent] of acknowledged.homework) {
      expect(byId.get(id)?.title, `acknowledged homework ${id}`).toBe(sent.title);
      expect(
        byId
          .get(id)
          ?.batch_names.map((batch) => batch.id)
          .sort(),
      ).toEqual([...sent.batchIds].sort());
    }
    for (const [id, sent] of acknowledged.submissions) {
      const answer = await call(
        restarted,
        teacherAgain,
        'GET',
        `/api/homework/${sent.homeworkId}/submissions/`,
      );
      const stored = (answer.body as { id: number; drive_link: string; feedback: string }[]).find(
        (item) => item.id === id,
      );
      expect(stored?.drive_link, `acknowledged submission ${id}`).toBe(sent.driveLink);
      if (acknowledged.feedback.has(id)) expect(stored?.feedback).toBe(acknowledged.feedback.get(id));
    }

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    running = undefined;
    await expectNothingHalfWritten();
  }, 90_000);
});

/** Straight from the database: no homework without its batches (writes in flight were all or nothing). */
async function expectNothingHalfWritten() {
  const database = await openDatabase({ databaseUrl: postgres?.url, pgliteDir: path.join(dataDir, 'db') });
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as orphans from homework h
          where not exists (select 1 from homework_batches hb where hb.homework_id = h.id)`,
    )) as unknown as { rows: { orphans: number }[] };
    expect(result.rows[0].orphans).toBe(0);
  } finally {
    await database.close();
  }
}
