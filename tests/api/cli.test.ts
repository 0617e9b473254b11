import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinks } from '../../shared/constants';
import { latestResetLink } from '../support/outbox';
import { postJson } from '../support/post-json';
import { runAdminCli } from '../support/run-admin-cli';
import { startQuietServer, startTestServer, type TestServer } from '../support/test-server';

// Each command is a new tsx process: seconds each on a busy 2-core machine.
describe('admin CLI while the server runs', { timeout: 90_000 }, () => {
  let server: TestServer;
  let env: Record<string, string>;
  const admin = (...args: string[]) => runAdminCli(args, env);
  /** `user:create` with these flags' values, the password every account here shares, then `more`. */
  const createAccount = (
    flags: { role: 'student' | 'teacher'; email: string; 'first-name': string; 'last-name': string },
    more: string[] = [],
  ) => {
    const values = Object.entries({ ...flags, password: 'asha-learns-2026' });
    return admin('user:create', ...values.flatMap(([flag, value]) => [`--${flag}`, value]), ...more);
  };

  beforeAll(async () => {
    server = await startTestServer();
    // Without DATABASE_URL the CLI finds the server through DATA_DIR; with it, it connects itself.
    env = { DATA_DIR: server.dataDir, DATABASE_URL: server.deps.config.databaseUrl ?? '' };
  });
  afterAll(() => server.stop());

  it('creates a batch and a student the server then signs in', async () => {
    const batch = await admin('batch:create', '--name', 'Olympiad 9A');
    expect(batch.code).toBe(0);
    expect(batch.stdout).toContain('Created batch "Olympiad 9A"');

    const student = await createAccount(
      { role: 'student', email: 'asha@demo.school', 'first-name': 'Asha', 'last-name': 'Verma' },
      ['--batch', 'olympiad 9a', '--valid-until', '2030-06-30', '--json'],
    );
    expect(student.code, student.stderr).toBe(0);
    expect(JSON.parse(student.stdout)).toMatchObject({
      email: 'asha@demo.school',
      role: 'student',
      batches: ['Olympiad 9A'],
      valid_until: '2030-06-30',
    });

    const login = await postJson(server.url, '/api/login/', {
      username: 'asha@demo.school',
      password: 'asha-learns-2026',
    });
    expect(login.status).toBe(200);
    expect(login.body.user.valid_until).toBe('2030-06-30');
  });

  it('assigns a teacher, renews a student and lists both', async () => {
    const teacher = await createAccount({
      role: 'teacher',
      email: 'teacher@demo.school',
      'first-name': 'Anita',
      'last-name': 'Rao',
    });
    expect(teacher.code, teacher.stderr).toBe(0);
    const assign = await admin('teacher:assign', '--email', 'TEACHER@demo.school', '--batch', 'Olympiad 9A');
    expect(assign.stdout).toContain('teacher@demo.school now teaches Olympiad 9A.');
    const renew = await admin(
      'student:renew',
      '--email',
      'asha@demo.school',
      '--valid-until',
      '2031-01-15',
      '--json',
    );
    expect(JSON.parse(renew.stdout).valid_until).toBe('2031-01-15');

    const list = await admin('user:list', '--json');
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({
        email: 'asha@demo.school',
        batches: ['Olympiad 9A'],
        valid_until: '2031-01-15',
      }),
      expect.objectContaining({ email: 'teacher@demo.school', batches: ['Olympiad 9A'], valid_until: null }),
    ]);
    const table = await admin('user:list');
    expect(table.stdout).toMatch(/asha@demo\.school\s+Asha Verma\s+Olympiad 9A\s+2031-01-15/);
  });

  // Seven CLI processes start at once; with both database projects running, a 2-core machine needs time.
  it('lists the applications and admits one: the student is invited by mail to choose a password', async () => {
    const applied = await postJson(server.url, '/api/applications/', {
      form: 'neet',
      student_name: 'Lakshmi Priya N',
      institution: 'Government Girls HSS',
      city: 'Salem',
      mobile: '9444012345',
      email: 'lakshmi@example.test',
      consent: true,
      started_at: Date.now() - 10_000,
    });
    expect(applied.status).toBe(201);
    const list = await admin('application:list', '--status', 'new');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(applied.body.reference);
    expect(list.stdout).toContain('lakshmi@example.test');
    const id = (await admin('application:list', '--programme', 'neet', '--json')).stdout;
    const applicationId = JSON.parse(id).items[0].id;

    expect((await admin('batch:create', '--name', 'NEET 2027')).code).toBe(0);
    const admit = () =>
      admin(
        'application:admit',
        '--id',
        String(applicationId),
        '--batch',
        'NEET 2027',
        '--valid-until',
        '2027-05-31',
      );
    const admitted = await admit();
    expect(admitted.code, admitted.stderr).toBe(0);
    expect(admitted.stdout).toContain(`Admitted ${applied.body.reference}: lakshmi@example.test is invited`);
    // On PostgreSQL the CLI queued the mail itself; the server sends it on its next drain, made now.
    server.deps.mailer.poke();
    const link = await latestResetLink(server, 'lakshmi@example.test');
    expect(link.url.pathname).toBe(accountLinks.setPasswordPath);
    const users = JSON.parse((await admin('user:list', '--json')).stdout);
    expect(users).toContainEqual(
      expect.objectContaining({
        email: 'lakshmi@example.test',
        first_name: 'Lakshmi Priya',
        last_name: 'N',
        batches: ['NEET 2027'],
      }),
    );
    const twice = await admit();
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain('already admitted');
  });

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    const [unknownBatch, duplicate, badDate, unknownCommand, missingFlag, jsonError, wrongRole] =
      await Promise.all([
        admin('teacher:assign', '--email', 'teacher@demo.school', '--batch', 'Nope'),
        createAccount({ role: 'student', email: 'Asha@Demo.School', 'first-name': 'A', 'last-name': 'V' }),
        admin('student:renew', '--email', 'asha@demo.school', '--valid-until', '2031-02-30'),
        admin('user:delete'),
        admin('batch:create'),
        admin('batch:create', '--name', 'Olympiad 9A', '--json'),
        admin('teacher:assign', '--email', 'asha@demo.school', '--batch', 'Olympiad 9A'),
      ]);
    expect(unknownBatch).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No batch is named "Nope"'),
    });
    expect(duplicate).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('--valid-until must be a real date written YYYY-MM-DD.');
    expect(badDate.stderr).toContain('Usage: npm run admin');
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('Unknown command "user:delete"');
    expect(unknownCommand.stderr).toContain('user:create --role student|teacher');
    expect(missingFlag).toMatchObject({ code: 2, stderr: expect.stringContaining('Missing --name.') });
    expect(jsonError.code).toBe(1);
    expect(JSON.parse(jsonError.stderr)).toEqual({ error: 'A batch named "Olympiad 9A" already exists.' });
    expect(wrongRole).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is a student, not a teacher'),
    });
  }, 60_000);

  it('seeds the demo data once; a second seed creates nothing', async () => {
    const first = await admin('seed', '--json');
    // Olympiad 9A, asha and the teacher were created above, so the seed adds only the rest (the admin
    // and Asha's guardian among them).
    expect(JSON.parse(first.stdout)).toMatchObject({ batches: 1, accounts: 5, homework: 8, submissions: 2 });
    const second = await admin('seed', '--json');
    expect(JSON.parse(second.stdout)).toEqual({
      batches: 0,
      accounts: 0,
      classes: 0,
      homework: 0,
      submissions: 0,
    });
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('admin CLI with no server running', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tutoring-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Two processes in turn create and open a PGlite folder: slow on a busy machine, hence the time limit.
  it('opens the embedded database itself, ignoring an endpoint file left by a dead server', async () => {
    const endpointFile = path.join(dataDir, 'admin-endpoint.json');
    writeFileSync(endpointFile, JSON.stringify({ url: 'http://127.0.0.1:9', token: 'x', pid: 2 ** 22 + 1 }));
    const created = await runAdminCli(['batch:create', '--name', 'JEE 10B'], { DATA_DIR: dataDir });
    expect(created.code, created.stderr).toBe(0);
    expect(existsSync(endpointFile)).toBe(false);

    const server = await startQuietServer({ DATA_DIR: dataDir });
    try {
      expect(existsSync(endpointFile)).toBe(true);
      const list = await runAdminCli(['user:list', '--json'], { DATA_DIR: dataDir });
      expect(JSON.parse(list.stdout)).toEqual([]);
    } finally {
      await server.close();
    }
    expect(existsSync(endpointFile)).toBe(false);
  }, 60_000);
});
