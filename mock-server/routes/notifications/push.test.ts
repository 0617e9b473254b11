import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushKey, pushMessage } from '../../../shared/notifications';
import { apiClient } from '../../../tests/api/support/api-client';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import {
  createBatch,
  createClass,
  createHomework,
  createSubmission,
  createUser,
  type TestUser,
} from '../../../tests/support/fixtures';
import {
  type PushService,
  type ServiceSubscription,
  startPushService,
} from '../../../tests/support/push-service';
import { startTestServer } from '../../../tests/support/test-server';
import { jobs, notifications, pushSubscriptions } from '../../db/schema';
import { subscribeDevice } from '../../domain/notifications/push-subscriptions';
import { enqueueJob } from '../../jobs/job-queue';

const { server, call, world } = twoBatchApiForFile();
let pushService: PushService;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService?.close());

/** A browser of `user` subscribed at the loopback push service with the server's key, and push turned on. */
async function deviceOf(user: TestUser): Promise<ServiceSubscription> {
  const key = await call('GET', '/api/notifications/push/key/', { token: user.token });
  expect(key.status).toBe(200);
  const subscription = await pushService.subscribe(pushKey.parse(key.body).public_key);
  const { clientHash: _, ...asBrowserGivesIt } = subscription;
  const on = await call('PUT', '/api/notifications/push/subscription/', {
    token: user.token,
    json: asBrowserGivesIt,
  });
  expect(on.status).toBe(200);
  expect(on.body).toMatchObject({ endpoint: subscription.endpoint, last_success_at: null });
  return subscription;
}

/** Once the server has sent the pushes of what it answered: it pokes their job after answering. */
async function pushesSent() {
  await server.deps.bus.caughtUp();
  await server.deps.jobs.settled();
}

/** What the device received once the server has run its queued jobs, each message as the service worker reads it. */
async function receivedBy(device: ServiceSubscription) {
  await pushesSent();
  return (await pushService.received(device)).map((text) => pushMessage.parse(JSON.parse(text)));
}

const deviceRows = (endpoint: string) =>
  server.deps.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function gradedNotificationOf(student: TestUser, title: string) {
  const work = await createHomework(server.deps, [world.batchA.id], { title });
  const handedIn = await createSubmission(server.deps, work.id, student.id);
  const graded = await call('POST', `/api/submissions/${handedIn.id}/feedback/`, {
    token: world.teacherA.token,
    json: { feedback: 'Well argued.', grade: 'A' },
  });
  expect(graded.status).toBe(200);
  const [row] = await server.deps.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.recipientId, student.id))
    .orderBy(notifications.id);
  return row.id;
}

/** Students of a new batch, each with `perStudent` devices at the push service, and a class of theirs. */
async function batchWithDevices(students: number, perStudent = 1) {
  const batch = await createBatch(server.deps);
  const { public_key } = pushKey.parse(
    (await call('GET', '/api/notifications/push/key/', { token: world.studentA.token })).body,
  );
  const people = await Promise.all(
    Array.from({ length: students }, () => createUser(server.deps, { role: 'student', batchId: batch.id })),
  );
  const devices: ServiceSubscription[] = [];
  for (const student of people) {
    for (let n = 0; n < perStudent; n += 1) {
      const device = await pushService.subscribe(public_key);
      const { clientHash: _, ...asBrowserGivesIt } = device;
      await subscribeDevice(server.deps.database.db, student.id, asBrowserGivesIt, {
        httpsAllowedTo: () => true,
        httpAllowedTo: () => true,
      });
      devices.push(device);
    }
  }
  const lesson = await createClass(server.deps, batch.id, { topic: 'Crowded' });
  const teacher = await createUser(server.deps, { role: 'teacher', teaches: [batch.id] });
  /** Cancels the class, which every student of the batch is told of and, by default, has pushed. */
  const cancel = async () => {
    const cancelled = await call('DELETE', `/api/classes/${lesson.id}/`, { token: teacher.token });
    expect(cancelled.status).toBe(200);
  };
  return { devices, cancel };
}

/** The push jobs queued after the job `afterId`, oldest first. */
const pushJobsAfter = (afterId: number) =>
  server.deps.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'push'), gt(jobs.id, afterId)))
    .orderBy(jobs.id);

async function lastJobId() {
  const [row] = await server.deps.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .orderBy(desc(jobs.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Makes a job due now, as if its retry's wait had passed, and lets the server run what is due. */
async function runDueNow(jobId: number) {
  await server.deps.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, jobId));
  server.deps.jobs.poke();
  await server.deps.jobs.settled();
}

describe('push: a device turned on gets each notification, encrypted to it', () => {
  it("pushes a grade to the student's device: the payload decrypts to the notification's text and link", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(student);

    const notificationId = await gradedNotificationOf(student, 'Vectors');

    expect(await receivedBy(device)).toEqual([
      {
        id: notificationId,
        title: 'Shikhar Academy',
        body: 'Your work on "Vectors" was graded: A.',
        link: '/dashboard/homework',
      },
    ]);
    const [row] = await deviceRows(device.endpoint);
    expect(row.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("pushes a batch's new homework to each device of each student, with its due date in the academy's time", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const phone = await deviceOf(student);
    const laptop = await deviceOf(student);
    // New homework waits for the daily mail by default; she wants it pushed.
    const chosen = await call('PUT', '/api/notifications/preferences/', {
      token: student.token,
      json: { kind: 'homework_new', channel: 'push', choice: 'on' },
    });
    expect(chosen.status).toBe(200);

    const created = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: { title: 'Optics', due_date: '2030-01-10T10:00:00Z', batch_ids: [world.batchA.id] },
    });
    expect(created.status).toBe(201);

    const expected = [
      { body: 'New homework: "Optics", due 10 Jan 2030, 3:30 pm.', link: '/dashboard/homework' },
    ];
    expect(await receivedBy(phone)).toMatchObject(expected);
    expect(await receivedBy(laptop)).toMatchObject(expected);
  });
});

describe('push: a broadcast reaches every device', () => {
  it("pushes a cancelled class to each of a batch's many devices, every one once, from one job", {
    timeout: 120_000,
  }, async () => {
    const { devices, cancel } = await batchWithDevices(40, 2);
    const before = await lastJobId();

    await cancel();

    await pushesSent();
    const received = await Promise.all(devices.map((device) => pushService.received(device)));
    expect(received.map((messages) => messages.length)).toEqual(devices.map(() => 1));
    expect(pushMessage.parse(JSON.parse(received[0][0])).body).toMatch(/Crowded/);
    // 80 devices of 40 recipients: one row queued in the notifying statement, claimed and done once.
    const queued = await pushJobsAfter(before);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ attempts: 1, lastError: null, gaveUpAt: null });
    expect(queued[0].doneAt).toBeInstanceOf(Date);
    expect((queued[0].payload as { notification_ids: number[] }).notification_ids).toHaveLength(40);
  });

  it("forgets a device its service answers 410 for while the others get theirs, each device's last success written at most hourly", async () => {
    const { devices, cancel } = await batchWithDevices(3);
    const [kept, expired, recent] = devices;
    await pushService.expire(expired);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await server.deps.database.db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: tenMinutesAgo })
      .where(eq(pushSubscriptions.endpoint, recent.endpoint));
    const before = await lastJobId();

    await cancel();

    await pushesSent();
    expect(await deviceRows(expired.endpoint)).toEqual([]);
    expect(await receivedBy(kept)).toHaveLength(1);
    expect(await receivedBy(recent)).toHaveLength(1);
    const [keptRow] = await deviceRows(kept.endpoint);
    expect(keptRow.lastSuccessAt).toBeInstanceOf(Date);
    const [recentRow] = await deviceRows(recent.endpoint);
    expect(recentRow.lastSuccessAt).toEqual(tenMinutesAgo);
    const queued = await pushJobsAfter(before);
    expect(queued).toHaveLength(1);
    expect(queued[0].doneAt).toBeInstanceOf(Date);
  });
});

describe('push: a device whose service fails is retried, alone, on the retry schedule', () => {
  it('sends the others at once and queues only the failed device again, tried once, due in 30 s', async () => {
    const { devices, cancel } = await batchWithDevices(3);
    const [first, failing, third] = devices;
    pushService.fail(failing, 503);
    const before = await lastJobId();
    const [failingRow] = await deviceRows(failing.endpoint);

    const cancelledAt = Date.now();
    await cancel();
    await pushesSent();

    expect(await receivedBy(first)).toHaveLength(1);
    expect(await receivedBy(third)).toHaveLength(1);
    expect(await receivedBy(failing)).toEqual([]);
    const [broadcast, retry] = await pushJobsAfter(before);
    expect(broadcast.doneAt).toBeInstanceOf(Date);
    expect(retry).toMatchObject({ attempts: 1, doneAt: null, gaveUpAt: null });
    expect(retry.lastError).toMatch(/503/);
    expect(retry.payload).toMatchObject({ subscription_ids: [failingRow.id] });
    expect(retry.runAt.getTime()).toBeGreaterThanOrEqual(cancelledAt + 30_000);
    expect(retry.runAt.getTime()).toBeLessThan(Date.now() + 31_000);

    pushService.heal(failing);
    await runDueNow(retry.id);

    expect(await receivedBy(failing)).toHaveLength(1);
    expect(await receivedBy(first)).toHaveLength(1);
    expect(await receivedBy(third)).toHaveLength(1);
    const [, retried, ...more] = await pushJobsAfter(before);
    expect(retried).toMatchObject({ attempts: 2, lastError: null });
    expect(retried.doneAt).toBeInstanceOf(Date);
    expect(more).toEqual([]);
  });

  it('retries a job whose every push failed on its own row, with its error, and then sends it', async () => {
    const { devices, cancel } = await batchWithDevices(1);
    const [device] = devices;
    pushService.fail(device, 500);
    const before = await lastJobId();

    await cancel();
    await pushesSent();

    const [failed, ...others] = await pushJobsAfter(before);
    expect(others).toEqual([]);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, gaveUpAt: null });
    expect(failed.lastError).toMatch(/500/);
    expect(await receivedBy(device)).toEqual([]);

    pushService.heal(device);
    await runDueNow(failed.id);

    expect(await receivedBy(device)).toHaveLength(1);
    const [done] = await pushJobsAfter(before);
    expect(done).toMatchObject({ attempts: 2, lastError: null });
  });
});

describe('push: jobs queued one per device before', () => {
  it('still sends a job of the old shape, one notification to one device', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(student);
    const notificationId = await gradedNotificationOf(student, 'Queued before');
    await pushesSent();
    const [row] = await deviceRows(device.endpoint);

    // Queued as every version queues jobs, on the runners' clock: a row written on the database's own
    // clock, finer than a millisecond, may not yet be due to a runner asked in the same millisecond.
    await enqueueJob(server.deps.database.db, {
      kind: 'push',
      payload: { notification_id: notificationId, subscription_id: row.id },
    });
    server.deps.jobs.poke();

    expect((await receivedBy(device)).map((message) => message.id)).toEqual([notificationId, notificationId]);
  });
});

describe('push: only the kinds a person wants pushed', () => {
  it('pushes nothing of a kind whose push is off, by default or by choice', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(student);
    const off = await call('PUT', '/api/notifications/preferences/', {
      token: student.token,
      json: { kind: 'feedback_given', channel: 'push', choice: 'off' },
    });
    expect(off.status).toBe(200);
    await gradedNotificationOf(student, 'Not pushed');
    const created = await call('POST', '/api/homework/', {
      token: world.teacherA.token,
      json: { title: 'Daily by default', due_date: '2030-01-10T10:00:00Z', batch_ids: [world.batchA.id] },
    });
    expect(created.status).toBe(201);
    expect(await receivedBy(device)).toEqual([]);
  });
});

describe('push: expired devices are forgotten', () => {
  it('removes a subscription its push service answers 410 for, and does not retry the push', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(student);
    await pushService.expire(device);

    await gradedNotificationOf(student, 'Expired');
    await pushesSent();

    expect(await deviceRows(device.endpoint)).toEqual([]);
    const pushJobs = await server.deps.database.db.select().from(jobs).where(eq(jobs.kind, 'push'));
    expect(pushJobs.filter((job) => job.doneAt === null && job.gaveUpAt === null)).toEqual([]);
  });
});

describe('push: signing out on a device ends its pushes', () => {
  it("drops the device of whoever signs out there, and not another person's", async () => {
    const owner = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const stranger = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(owner);

    const strangerOut = await call('POST', '/api/logout/', {
      token: stranger.token,
      json: { push_endpoint: device.endpoint },
    });
    expect(strangerOut.status).toBe(200);
    expect(await deviceRows(device.endpoint)).toHaveLength(1);

    const ownerOut = await call('POST', '/api/logout/', {
      token: owner.token,
      json: { push_endpoint: device.endpoint },
    });
    expect(ownerOut.status).toBe(200);
    expect(await deviceRows(device.endpoint)).toEqual([]);
  });

  it('refuses a push endpoint that is not text, naming the field', async () => {
    const someone = await createUser(server.deps, { role: 'student' });
    const refused = await call('POST', '/api/logout/', { token: someone.token, json: { push_endpoint: 7 } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['push_endpoint']);
  });
});

describe('push: a subscription the browser replaced', () => {
  it("moves the device to its new subscription, its owner's still, without a sign-in", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const before = await deviceOf(student);
    const { public_key } = pushKey.parse(
      (await call('GET', '/api/notifications/push/key/', { token: student.token })).body,
    );
    const after = await pushService.subscribe(public_key);
    const { clientHash: _, ...asBrowserGivesIt } = after;

    const renewed = await call('POST', '/api/notifications/push/subscription/renew/', {
      json: { old_endpoint: before.endpoint, subscription: asBrowserGivesIt },
    });
    expect(renewed.status).toBe(200);
    expect(await deviceRows(before.endpoint)).toEqual([]);
    expect(await deviceRows(after.endpoint)).toMatchObject([{ userId: student.id }]);

    await gradedNotificationOf(student, 'Renewed');
    expect((await receivedBy(after)).map((message) => message.body)).toEqual([
      'Your work on "Renewed" was graded: A.',
    ]);
    expect(await receivedBy(before)).toEqual([]);
  });

  it('refuses an old endpoint no device has as missing', async () => {
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    const refused = await call('POST', '/api/notifications/push/subscription/renew/', {
      json: {
        old_endpoint: 'https://fcm.googleapis.com/fcm/send/never-seen',
        subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/new', keys },
      },
    });
    expect(refused.status).toBe(404);
    expect(await deviceRows('https://fcm.googleapis.com/fcm/send/new')).toEqual([]);
  });
});

describe('push: subscriptions are checked and are their owner’s', () => {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

  it('refuses an endpoint that is not https, naming the field', async () => {
    for (const endpoint of ['http://push.example/send/1', 'ftp://push.example/1', 'not a url']) {
      const refused = await call('PUT', '/api/notifications/push/subscription/', {
        token: world.studentA.token,
        json: { endpoint, keys },
      });
      expect(refused.status, endpoint).toBe(400);
      expect(refused.body.fields.endpoint, endpoint).toEqual([
        'endpoint must be the https URL of a push service.',
      ]);
    }
  });

  it('refuses an https endpoint at a host that is no known push service, naming the host', async () => {
    const refused = await call('PUT', '/api/notifications/push/subscription/', {
      token: world.studentA.token,
      json: { endpoint: 'https://internal.example/send/1', keys },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      endpoint: [
        'endpoint must be at a known push service; "internal.example" is not one this server sends to.',
      ],
    });
    expect(await deviceRows('https://internal.example/send/1')).toEqual([]);
  });

  it("takes the browsers' push services, a Windows one under its domain", async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://db5p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGx1c2g',
    ]) {
      const taken = await call('PUT', '/api/notifications/push/subscription/', {
        token: student.token,
        json: { endpoint, keys },
      });
      expect(taken.status, endpoint).toBe(200);
    }
    const lookalike = await call('PUT', '/api/notifications/push/subscription/', {
      token: student.token,
      json: { endpoint: 'https://evilnotify.windows.com.example/w/1', keys },
    });
    expect(lookalike.status).toBe(400);
  });

  it('refuses keys that are not a P-256 key and a 16-byte secret', async () => {
    const refused = await call('PUT', '/api/notifications/push/subscription/', {
      token: world.studentA.token,
      json: { endpoint: 'https://push.example/send/2', keys: { p256dh: 'short', auth: 'A'.repeat(40) } },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields).sort()).toEqual(['keys.auth', 'keys.p256dh']);
  });

  it('refuses a push service on loopback http on a server that is public over https', {
    timeout: 120_000,
  }, async () => {
    const publicServer = await startTestServer({ PUBLIC_URL: 'https://academy.example' });
    try {
      const student = await createUser(publicServer.deps, { role: 'student' });
      const refused = await apiClient(publicServer.url)('PUT', '/api/notifications/push/subscription/', {
        token: student.token,
        json: { endpoint: 'http://127.0.0.1:8090/notify/abc', keys },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({
        endpoint: ['endpoint must be the https URL of a push service.'],
      });
    } finally {
      await publicServer.stop();
    }
  });

  it("will not remove another person's device: it answers 404 and the device still gets its pushes", async () => {
    const owner = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(owner);

    const attempt = await call('POST', '/api/notifications/push/subscription/remove/', {
      token: world.studentB.token,
      json: { endpoint: device.endpoint },
    });
    expect(attempt.status).toBe(404);
    expect(await deviceRows(device.endpoint)).toHaveLength(1);
    await gradedNotificationOf(owner, 'Still mine');
    expect(await receivedBy(device)).toHaveLength(1);

    const own = await call('POST', '/api/notifications/push/subscription/remove/', {
      token: owner.token,
      json: { endpoint: device.endpoint },
    });
    expect(own.status).toBe(200);
    expect(await deviceRows(device.endpoint)).toEqual([]);
    await gradedNotificationOf(owner, 'Off now');
    expect(await receivedBy(device)).toHaveLength(1);
  });

  it('moves a device to the person who turns push on there next, and pushes the previous owner’s no more', async () => {
    const first = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const second = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const device = await deviceOf(first);
    const { clientHash: _, ...asBrowserGivesIt } = device;
    const taken = await call('PUT', '/api/notifications/push/subscription/', {
      token: second.token,
      json: asBrowserGivesIt,
    });
    expect(taken.status).toBe(200);

    await gradedNotificationOf(first, 'For the first');
    expect(await receivedBy(device)).toEqual([]);
    await gradedNotificationOf(second, 'For the second');
    expect((await receivedBy(device)).map((message) => message.body)).toEqual([
      'Your work on "For the second" was graded: A.',
    ]);
  });
});
