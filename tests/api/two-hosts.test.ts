import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../mock-server/server';
import { channels } from '../../shared/socket';
import { createTwoBatchWorld, createUser, type TwoBatchWorld } from '../support/fixtures';
import { readOutbox } from '../support/outbox';
import { tinyPng } from '../support/pictures';
import { startPushService } from '../support/push-service';
import { freshPostgresDatabase, startQuietServer } from '../support/test-server';
import { apiClient } from './support/api-client';
import { openChannel } from './support/channel-client';

/**
 * Two servers as on two machines behind a load balancer: one PostgreSQL database, each its own
 * DATA_DIR, and no JWT_SECRET, so nothing but the database can make them agree. Every check goes in
 * through one and out through the other. Runs in the `postgres` project only (vitest.config.ts).
 */
describe('two hosts sharing one PostgreSQL and nothing else', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let hostA: RunningServer;
  let hostB: RunningServer;
  let world: TwoBatchWorld;
  const dataDirs = new Map<string, string>();

  /** Starts a host on its own data folder, the same one again when it restarts. */
  const startHost = (name: string, databaseUrl: string) => {
    const dataDir = dataDirs.get(name) ?? mkdtempSync(path.join(tmpdir(), `tutoring-host-${name}-`));
    dataDirs.set(name, dataDir);
    return startQuietServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  };

  const login = async (host: RunningServer, email: string) => {
    const answer = await apiClient(host.url)('POST', '/api/login/', {
      json: { username: email, password: 'test-password-1' },
    });
    expect(answer.status).toBe(200);
    return answer.body as { access: string; refresh: string };
  };

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    if (!database) throw new Error('Two hosts need PostgreSQL: set TEST_DATABASE_URL.');
    const url = database.url;
    // At the same moment, as a deployment starts them: they must still settle on one secret.
    [hostA, hostB] = await Promise.all([startHost('a', url), startHost('b', url)]);
    world = await createTwoBatchWorld(hostA.deps);
  });
  afterAll(async () => {
    await hostA?.close();
    await hostB?.close();
    await database?.drop();
    for (const dir of dataDirs.values()) rmSync(dir, { recursive: true, force: true });
  });

  it('accepts on B the tokens A issued, and renews them there', async () => {
    const session = await login(hostA, world.studentA.email);
    const profile = await apiClient(hostB.url)('GET', '/api/profile/', { token: session.access });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(world.studentA.email);
    const renewed = await apiClient(hostB.url)('POST', '/api/token/refresh/', {
      json: { refresh: session.refresh },
    });
    expect(renewed.status).toBe(200);
  });

  it('serves from B the picture uploaded through A', async () => {
    const session = await login(hostA, world.teacherA.email);
    const form = new FormData();
    form.set('first_name', 'Anita');
    form.set('last_name', 'Tester');
    form.set('profile_picture', new File([tinyPng], 'me.png'));
    const uploaded = await apiClient(hostA.url)('PATCH', '/api/profile/', { token: session.access, form });
    expect(uploaded.status).toBe(200);

    const onB = new URL(new URL(uploaded.body.profile_picture).pathname, hostB.url);
    const picture = await fetch(onB);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(tinyPng);
  });

  it('delivers to a socket on B the homework created through A', async () => {
    const student = await login(hostA, world.studentA.email);
    const teacher = await login(hostB, world.teacherA.email);
    const socket = await openChannel(hostB.url, channels.batchHomework(world.batchA.id), student.access);
    const created = await apiClient(hostA.url)('POST', '/api/homework/', {
      token: teacher.access,
      json: { title: 'Vectors', due_date: '2030-01-05T10:00:00Z', batch_ids: [world.batchA.id] },
    });
    expect(created.status).toBe(201);
    expect(await socket.next()).toMatchObject({
      action: 'new_homework',
      homework: { id: created.body.id, title: 'Vectors' },
    });
    socket.close();
  });

  it('pushes from either host with the key a browser subscribed with through the other', async () => {
    const pushService = await startPushService();
    try {
      const student = await login(hostA, world.studentA.email);
      const key = await apiClient(hostA.url)('GET', '/api/notifications/push/key/', {
        token: student.access,
      });
      const device = await pushService.subscribe(key.body.public_key);
      const { clientHash: _, ...subscription } = device;
      const on = await apiClient(hostA.url)('PUT', '/api/notifications/push/subscription/', {
        token: student.access,
        json: subscription,
      });
      expect(on.status).toBe(200);
      const chosen = await apiClient(hostB.url)('PUT', '/api/notifications/preferences/', {
        token: student.access,
        json: { kind: 'homework_new', channel: 'push', choice: 'on' },
      });
      expect(chosen.status).toBe(200);
      const teacher = await login(hostB, world.teacherA.email);
      const created = await apiClient(hostB.url)('POST', '/api/homework/', {
        token: teacher.access,
        json: { title: 'Pushed', due_date: '2030-01-05T10:00:00Z', batch_ids: [world.batchA.id] },
      });
      expect(created.status).toBe(201);
      // B answers before it pokes its jobs (once its bus has caught up), so wait for that turn first.
      await hostB.deps.bus.caughtUp();
      await Promise.all([hostA.deps.jobs.settled(), hostB.deps.jobs.settled()]);
      // The service checks each message's VAPID signature against the key it was subscribed with.
      const received = await pushService.received(device);
      expect(received.map((text) => JSON.parse(text).body)).toEqual([
        'New homework: "Pushed", due 5 Jan 2030, 3:30 pm.',
      ]);
    } finally {
      await pushService.close();
    }
  });

  it('checks a save on B against a question just edited through A', async () => {
    const teacher = await login(hostA, world.teacherA.email);
    const student = await login(hostB, world.studentA.email);
    const onA = apiClient(hostA.url);
    const onB = apiClient(hostB.url);
    const question = {
      kind: 'single',
      text: 'Which is prime?',
      options: ['4', '6', '7', '9'],
      key: { choices: [2] },
      explanation: '7 has no divisor but 1 and itself.',
      subject: 'Maths',
      topic: 'Primes',
      difficulty: 'easy',
    };
    const made = await onA('POST', '/api/questions/', { token: teacher.access, json: question });
    expect(made.status).toBe(201);
    const test = await onA('POST', '/api/tests/', {
      token: teacher.access,
      json: {
        title: 'Across hosts',
        batch_ids: [world.batchA.id],
        opens_at: new Date(Date.now() - 60_000).toISOString(),
        closes_at: new Date(Date.now() + 3_600_000).toISOString(),
        duration_minutes: 30,
        release: 'on_submit',
        status: 'published',
        sections: [{ title: 'Maths', correct_marks: 4, wrong_marks: -1, question_ids: [made.body.id] }],
      },
    });
    expect(test.status).toBe(201);
    const attempt = await onB('POST', `/api/tests/${test.body.id}/attempt/`, { token: student.access });
    expect(attempt.status).toBe(200);
    const save = () =>
      onB('PUT', `/api/attempts/${attempt.body.id}/answers/`, {
        token: student.access,
        json: { question_id: made.body.id, answer: { choices: [3] } },
      });
    expect((await save()).status).toBe(200);
    const edited = await onA('PUT', `/api/questions/${made.body.id}/`, {
      token: teacher.access,
      json: { ...question, options: ['4', '6', '7'] },
    });
    expect(edited.status).toBe(200);
    const refused = await save();
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/option/i);
  });

  it('counts failed logins through A and B against one shared throttle', async () => {
    const target = await createUser(hostA.deps, { role: 'student', batchId: world.batchB.id });
    const statuses: number[] = [];
    // One after another, alternating hosts: each alone sees only three of the six.
    for (const host of [hostA, hostB, hostA, hostB, hostA, hostB]) {
      const answer = await apiClient(host.url)('POST', '/api/login/', {
        json: { username: target.email, password: 'not-the-password' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  /** Every mail either host's job runner sent, once both have sent what was queued. */
  const mailsOfBothHosts = async () => {
    for (const host of [hostA, hostB]) host.deps.mailer.poke();
    const outboxes = await Promise.all(
      [hostA, hostB].map((host, index) =>
        readOutbox({ dataDir: dataDirs.get(index === 0 ? 'a' : 'b') ?? '', deps: host.deps }),
      ),
    );
    return outboxes.flat();
  };

  const resetPage = 'http://127.0.0.1/reset-password';

  it('sends a reset mail requested through each host exactly once, whichever drains it', async () => {
    const [viaA, viaB] = await Promise.all([
      apiClient(hostA.url)('POST', '/api/password-reset/', {
        json: { email: world.teacherA.email, redirect_url: resetPage },
      }),
      apiClient(hostB.url)('POST', '/api/password-reset/', {
        json: { email: world.teacherB.email, redirect_url: resetPage },
      }),
    ]);
    expect([viaA.status, viaB.status]).toEqual([200, 200]);
    const mails = await mailsOfBothHosts();
    expect(mails.filter((mail) => mail.to === world.teacherA.email)).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === world.teacherB.email)).toHaveLength(1);
  });

  it('ends on A the session A started once the password is reset through B', async () => {
    const session = await login(hostA, world.studentA.email);
    const asked = await apiClient(hostB.url)('POST', '/api/password-reset/', {
      json: { email: world.studentA.email, redirect_url: resetPage },
    });
    expect(asked.status).toBe(200);
    const link = (await mailsOfBothHosts()).filter((mail) => mail.to === world.studentA.email).at(-1);
    const url = new URL(link?.text.match(/https?:\/\/\S+/)?.[0] ?? resetPage);
    const reset = await apiClient(hostB.url)('POST', '/api/password-reset-confirm/', {
      json: {
        uid: url.searchParams.get('uid'),
        token: url.searchParams.get('token'),
        password: 'a brand new passphrase',
      },
    });
    expect(reset.status).toBe(200);

    const refreshed = await apiClient(hostA.url)('POST', '/api/token/refresh/', {
      json: { refresh: session.refresh },
    });
    expect(refreshed.status).toBe(401);
    const profile = await apiClient(hostA.url)('GET', '/api/profile/', { token: session.access });
    expect(profile.status).toBe(401);
  });

  it('keeps a write B acknowledged after A is gone, for A to read when it is back', async () => {
    const session = await login(hostB, world.studentB.email);
    await hostA.close();
    const form = new FormData();
    form.set('first_name', 'Bina');
    form.set('last_name', 'Tester');
    form.set('address', '7 Lake View');
    const written = await apiClient(hostB.url)('PATCH', '/api/profile/', { token: session.access, form });
    expect(written.status).toBe(200);

    hostA = await startHost('a', database?.url ?? '');
    const read = await apiClient(hostA.url)('GET', '/api/profile/', { token: session.access });
    expect(read.status).toBe(200);
    expect(read.body.address).toBe('7 Lake View');
  });
});
