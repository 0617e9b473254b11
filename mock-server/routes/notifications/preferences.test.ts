import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../../shared/notifications';
import { channels } from '../../../shared/socket';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createHomework, createSubmission, createUser, type TestUser } from '../../../tests/support/fixtures';
import { readOutbox } from '../../../tests/support/outbox';
import { testJwtSecret } from '../../../tests/support/test-server';
import { jobs, notifications } from '../../db/schema';
import { academyDayOf, nextAcademyMoment } from '../../domain/notifications/academy-clock';
import { dailyWork, notificationJobHandlers } from '../../domain/notifications/scheduled';
import { enqueueJob } from '../../jobs/job-queue';
import { createJobRunner } from '../../jobs/job-runner';
import { mailJobKind, sendQueuedMail } from '../../mail/mail-job';
import { createOutboxTransport } from '../../mail/outbox';
import { createMailSealer } from '../../mail/sealed-text';

const { server, call, listen, world } = twoBatchApiForFile();

type OutboxMail = Awaited<ReturnType<typeof readOutbox>>[number] & { headers?: Record<string, string> };

async function preferencesOf(user: Pick<TestUser, 'token'>) {
  const answer = await call('GET', '/api/notifications/preferences/', { token: user.token });
  expect(answer.status).toBe(200);
  return notificationPreferences.parse(answer.body);
}

const choose = (user: Pick<TestUser, 'token'>, json: unknown) =>
  call('PUT', '/api/notifications/preferences/', { token: user.token, json });

/** Makes the person's waiting "immediately" mails due, runs the jobs, and answers the outbox's mails to them. */
async function mailsAfterTheWait(user: TestUser): Promise<OutboxMail[]> {
  await server.deps.database.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(
      and(eq(jobs.kind, 'notification_mail'), sql`${jobs.payload}->>'recipient_id' = ${String(user.id)}`),
    );
  server.deps.jobs.poke();
  await server.deps.mailer.settled();
  return (await readOutbox(server)).filter((mail) => mail.to === user.email) as OutboxMail[];
}

describe('notification preferences: each person their own, by kind and channel', () => {
  it("lists a student's kinds with the catalogue's defaults, and saves one change at once", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const before = await preferencesOf(student);
    expect(before.kinds.map((row) => row.kind)).toContain('feedback_given');
    expect(before.kinds.map((row) => row.kind)).not.toContain('submission_new');
    expect(before.kinds.find((row) => row.kind === 'feedback_given')?.choices).toEqual({
      in_app: 'on',
      mail: 'immediately',
      push: 'on',
    });
    expect(before.kinds.find((row) => row.kind === 'homework_new')?.choices.mail).toBe('daily');

    const changed = await choose(student, { kind: 'homework_new', channel: 'mail', choice: 'off' });
    expect(changed.status).toBe(200);
    const after = await preferencesOf(student);
    expect(after.kinds.find((row) => row.kind === 'homework_new')).toMatchObject({
      choices: { mail: 'off' },
      defaults: { mail: 'daily' },
    });
  });

  it('refuses unknown kinds, channels and choices with 400 naming the field, and writes nothing', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const cases = [
      [{ kind: 'gossip', channel: 'mail', choice: 'off' }, 'kind'],
      [{ kind: 'homework_new', channel: 'pigeon', choice: 'off' }, 'channel'],
      [{ kind: 'homework_new', channel: 'mail', choice: 'weekly' }, 'choice'],
      [{ kind: 'homework_new', channel: 'push', choice: 'daily' }, 'choice'],
      [{ kind: 'submission_new', channel: 'mail', choice: 'off' }, 'kind'],
    ] as const;
    for (const [json, field] of cases) {
      const answer = await choose(student, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(json)).toEqual([field]);
    }
    expect(await preferencesOf(student)).toEqual(await preferencesOf(student));
    expect((await preferencesOf(student)).kinds.every((row) => row.choices.mail === row.defaults.mail)).toBe(
      true,
    );
  });

  it("changes only the signed-in person's own settings; without sign-in there are none", async () => {
    const asha = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const rohan = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const rohanBefore = await preferencesOf(rohan);
    expect((await choose(asha, { kind: 'announcement', channel: 'in_app', choice: 'off' })).status).toBe(200);
    expect(await preferencesOf(rohan)).toEqual(rohanBefore);
    expect((await call('GET', '/api/notifications/preferences/')).status).toBe(401);
    expect(
      (
        await call('PUT', '/api/notifications/preferences/', {
          json: { kind: 'announcement', channel: 'mail', choice: 'off' },
        })
      ).status,
    ).toBe(401);
  });

  it("lets admins set the academy's defaults, which hold for anyone who did not choose", async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const change = { kind: 'class_scheduled', channel: 'push', choice: 'on' };
    expect(
      (await call('PUT', '/api/notifications/defaults/', { token: student.token, json: change })).status,
    ).toBe(403);
    const set = await call('PUT', '/api/notifications/defaults/', { token: admin.token, json: change });
    expect(set.status).toBe(200);
    expect((await preferencesOf(student)).kinds.find((row) => row.kind === 'class_scheduled')).toMatchObject({
      choices: { push: 'on' },
      defaults: { push: 'on' },
    });
    const bad = await call('PUT', '/api/notifications/defaults/', {
      token: admin.token,
      json: { ...change, channel: 'fax' },
    });
    expect(bad).toMatchObject({ status: 400, body: { fields: { channel: [expect.any(String)] } } });
    await call('PUT', '/api/notifications/defaults/', {
      token: admin.token,
      json: { ...change, choice: 'off' },
    });
  });

  it('writes a kind hidden in the app already read, so the bell does not count it', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    await choose(student, { kind: 'feedback_given', channel: 'in_app', choice: 'off' });
    const work = await createHomework(server.deps, [world.batchA.id], { title: 'Hidden grade' });
    const handedIn = await createSubmission(server.deps, work.id, student.id);
    const graded = await call('POST', `/api/submissions/${handedIn.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Fine.', grade: 'B' },
    });
    expect(graded.status).toBe(200);
    expect((await call('GET', '/api/notifications/unread/', { token: student.token })).body).toEqual({
      unread: 0,
    });
  });
});

describe('notifications by mail', () => {
  it('mails five edits of one homework within the wait as one mail, with the newest due date', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const created = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: { title: 'Coalesced', due_date: '2030-01-10T10:00:00Z', batch_ids: [world.batchA.id] },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    for (const day of [11, 12, 13, 14, 15]) {
      const edited = await call('PUT', `/api/homework/${id}/`, {
        token: world.teacherA.token,
        json: { title: 'Coalesced', due_date: `2030-01-${day}T10:00:00Z`, batch_ids: [world.batchA.id] },
      });
      expect(edited.status).toBe(200);
    }
    // Nothing goes before the wait is over.
    await server.deps.mailer.settled();
    expect((await readOutbox(server)).filter((mail) => mail.to === student.email)).toEqual([]);

    const mails = await mailsAfterTheWait(student);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('"Coalesced" is now due 15 Jan 2030');
    expect(mails[0].text).not.toContain('14 Jan');
    expect(mails[0].headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<http.*\/api\/notifications\/unsubscribe\/\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The job ran once: the notifications are marked, and another run mails nothing more.
    expect(await mailsAfterTheWait(student)).toHaveLength(1);
  });

  it("stops a kind's mail with the mail's one-click link, without signing in", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const work = await createHomework(server.deps, [world.batchA.id], { title: 'Unsubscribed' });
    const handedIn = await createSubmission(server.deps, work.id, student.id);
    await call('POST', `/api/submissions/${handedIn.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Good.', grade: 'A' },
    });
    const [mail] = await mailsAfterTheWait(student);
    expect(mail.subject).toBe('Your work on "Unsubscribed" was graded: A.');
    const oneClick = new URL(String(mail.headers?.['List-Unsubscribe']).slice(1, -1));
    const page = mail.text.match(/Stop these e-mails.*: (\S+)/)?.[1];
    expect(page && new URL(page).pathname).toBe('/unsubscribe');

    const path_ = `${oneClick.pathname}${oneClick.search}`;
    expect(await call('GET', path_)).toMatchObject({
      status: 200,
      body: { mail: { for: 'notifications', kinds: ['feedback_given'] }, done: false },
    });
    const stopped = await call('POST', path_, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped).toMatchObject({
      status: 200,
      body: { mail: { for: 'notifications', kinds: ['feedback_given'] }, done: true },
    });
    expect(
      (await preferencesOf(student)).kinds.find((row) => row.kind === 'feedback_given')?.choices.mail,
    ).toBe('off');

    await call('POST', `/api/submissions/${handedIn.id}/feedback/`, {
      token: world.teacherA.token,
      json: { feedback: 'Better.', grade: 'A+' },
    });
    expect(await mailsAfterTheWait(student)).toHaveLength(1);

    const forged = `${oneClick.pathname}?token=${oneClick.searchParams.get('token')?.replace(/.$/, 'x')}`;
    expect((await call('POST', forged)).status).toBe(404);
    expect((await call('POST', '/api/notifications/unsubscribe/')).status).toBe(400);
  });

  it("sends the day's digest once per person, with the day's kinds, even with two job runners", async () => {
    const batchTeacher = world.teacherA;
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    await call('POST', '/api/homework/', {
      token: batchTeacher.token,
      json: { title: 'Digest work', due_date: '2030-03-01T10:00:00Z', batch_ids: [world.batchA.id] },
    });
    await call('POST', '/api/teacher/announcements/', {
      token: batchTeacher.token,
      json: { type: 'student', student_id: student.id, message: 'See you at the olympiad.' },
    });
    const { db } = server.deps.database;
    const { day } = nextAcademyMoment(new Date(), dailyWork.digest.hour);
    // The day's digest was queued at start for 6 pm; it falls due now.
    const made = await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `${dailyWork.digest.kind}:${day}`))
      .returning({ id: jobs.id });
    expect(made).toHaveLength(1);

    const second = createJobRunner({
      db,
      logLevel: 'silent',
      handlers: {
        [mailJobKind]: sendQueuedMail(
          createOutboxTransport(path.join(server.dataDir, 'outbox'), 'silent'),
          createMailSealer(testJwtSecret),
        ),
        ...notificationJobHandlers({
          db,
          logLevel: 'silent',
          mailer: server.deps.mailer,
          unsubscribeLinks: server.deps.unsubscribeLinks,
          siteUrl: 'http://localhost:8000',
          poke: () => second.poke(),
          announce: async () => {},
          announceTestCounts: async () => {},
        }),
      },
    });
    server.deps.jobs.poke();
    second.poke();
    await Promise.all([second.settled(), server.deps.mailer.settled()]);
    second.poke();
    server.deps.jobs.poke();
    await Promise.all([second.settled(), server.deps.mailer.settled()]);
    await second.stop();

    const digests = (await readOutbox(server)).filter((mail) => mail.to === student.email) as OutboxMail[];
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toMatch(/^Your day at .*: 2 updates$/);
    expect(digests[0].text).toContain('New homework:\n- New homework: "Digest work"');
    expect(digests[0].text).toContain('Announcements:\n- ');
    expect(digests[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unmailed = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.recipientId, student.id), sql`${notifications.mailedAt} is null`));
    expect(unmailed).toEqual([]);
    const nextDays = await db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(sql`${jobs.kind} = ${dailyWork.digest.kind} and ${jobs.doneAt} is null`);
    expect(nextDays).toHaveLength(1);
    expect(nextDays[0].key).not.toBe(`${dailyWork.digest.kind}:${day}`);
  });
});

describe('notifications written by scheduled jobs', () => {
  it("tells a class's teachers, an hour before, that it has no link yet, and says nothing once it has", async () => {
    const start = new Date(Date.now() + 40 * 60_000);
    start.setUTCSeconds(0, 0);
    const bare = await call('POST', '/api/classes/', {
      token: world.teacherA.token,
      json: {
        topic: 'No link yet',
        batch_id: world.batchA.id,
        start_time: start.toISOString(),
        zoom_link: '',
      },
    });
    expect(bare.status).toBe(201);
    const linked = await call('POST', '/api/classes/', {
      token: world.teacherA.token,
      json: {
        topic: 'Linked in time',
        batch_id: world.batchA.id,
        start_time: start.toISOString(),
        zoom_link: 'https://zoom.example/j/1',
      },
    });
    expect(linked.status).toBe(201);
    const bell = await listen(channels.notifications(world.teacherA.id), world.teacherA);
    server.deps.jobs.poke();
    expect(await bell.next()).toMatchObject({
      action: 'notification',
      unread: expect.any(Number),
      notification: { kind: 'class_without_link', payload: { topic: 'No link yet' }, read_at: null },
    });
    await server.deps.mailer.settled();
    const told = await server.deps.database.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(
        and(eq(notifications.recipientId, world.teacherA.id), eq(notifications.kind, 'class_without_link')),
      );
    expect(told.map((row) => row.payload.topic)).toEqual(['No link yet']);
  });

  it('tells a student and the admins of a subscription ending in 7 days, and a student of one that ended', async () => {
    const { db } = server.deps.database;
    const today = academyDayOf(new Date());
    const inAWeek = new Date(`${today}T00:00:00Z`);
    inAWeek.setUTCDate(inAWeek.getUTCDate() + 7);
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const admin = await createUser(server.deps, { role: 'admin' });
    const ending = await createUser(server.deps, {
      role: 'student',
      batchId: world.batchA.id,
      validUntil: inAWeek.toISOString().slice(0, 10),
    });
    const ended = await createUser(server.deps, {
      role: 'student',
      batchId: world.batchA.id,
      validUntil: yesterday.toISOString().slice(0, 10),
    });
    const endingBell = await listen(channels.notifications(ending.id), ending);
    const adminBell = await listen(channels.notifications(admin.id), admin);
    // The morning's job, as the schedule runs it (its own day's row may be queued for tomorrow).
    await enqueueJob(db, { kind: dailyWork.subscriptions.kind, payload: { day: today } });
    server.deps.jobs.poke();
    expect(await endingBell.next()).toEqual({
      action: 'notification',
      unread: 1,
      notification: expect.objectContaining({ kind: 'subscription_ending', read_at: null }),
    });
    expect(await adminBell.next()).toMatchObject({
      action: 'notification',
      notification: { kind: 'student_subscription_ending', payload: { student_id: ending.id } },
    });
    await server.deps.jobs.settled();
    const kindsOf = async (userId: number) =>
      (await db.select().from(notifications).where(eq(notifications.recipientId, userId))).map((row) => [
        row.kind,
        row.payload,
      ]);
    expect(await kindsOf(ending.id)).toEqual([
      ['subscription_ending', { valid_until: inAWeek.toISOString().slice(0, 10) }],
    ]);
    expect(await kindsOf(ended.id)).toEqual([
      ['subscription_ended', { valid_until: yesterday.toISOString().slice(0, 10) }],
    ]);
    expect(await kindsOf(admin.id)).toContainEqual([
      'student_subscription_ending',
      expect.objectContaining({ student_id: ending.id }),
    ]);
  });
});
