import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../mock-server/auth/sessions';
import { createTokenSigner } from '../../mock-server/auth/tokens';
import { profiles, teacherBatches, users } from '../../mock-server/db/schema';
import { lapsedSubscriptionDetail } from '../../mock-server/domain/access/access';
import type { AccessChange, Delivery } from '../../mock-server/domain/domain-event';
import { channels, socketCloseCodes } from '../../shared/socket';
import {
  createBatch,
  createHomework,
  createTwoBatchWorld,
  createUser,
  setValidUntil,
  type TwoBatchWorld,
} from '../support/fixtures';
import { startTestServer, type TestServer, testJwtSecret } from '../support/test-server';
import { type Channel, openChannel } from './support/channel-client';

let server: TestServer;
let world: TwoBatchWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createTwoBatchWorld(server.deps);
});
afterAll(() => server.stop());

const sessionEnded = { code: socketCloseCodes.badToken, reason: 'The session has ended.' };

const publishAccessChange = (change: AccessChange) =>
  server.deps.bus.publish({ deliveries: [], accessChanges: [change] });

/** A message on a student batch channel, to show a socket is still listening. */
const batchNotice = (batchId: number, homeworkId: number): Delivery => ({
  channel: channels.batchHomework(batchId),
  message: { action: 'delete_homework', homework_id: homeworkId },
});

async function stillListening(channel: Channel, delivery: Delivery) {
  await server.deps.bus.publish({ deliveries: [delivery] });
  expect(await channel.next()).toEqual(delivery.message);
}

describe('a socket lives no longer than its token', () => {
  it("closes with 4401 at the token's expiry, having delivered until then", async () => {
    const shortLived = createTokenSigner(testJwtSecret, { access: 2, refresh: 1 });
    const { token, expiresAt } = await shortLived.sign('access', {
      userId: world.studentA.id,
      role: 'student',
      sessionId: world.studentA.sessionId,
    });
    const channel = await openChannel(server.url, channels.batchHomework(world.batchA.id), token);
    await stillListening(channel, batchNotice(world.batchA.id, 1));

    expect(await channel.closedWithin(5000)).toEqual({
      code: socketCloseCodes.badToken,
      reason: 'The access token has expired.',
    });
    // The token's exp claim counts whole seconds.
    expect(Date.now()).toBeGreaterThanOrEqual(Math.floor(expiresAt.getTime() / 1000) * 1000);
  });
});

describe('a socket lives no longer than its session', () => {
  it("closes every socket of a user whose sessions are all revoked, and no one else's", async () => {
    const path = channels.batchHomework(world.batchA.id);
    const first = await openChannel(server.url, path, world.studentA.token);
    const second = await openChannel(
      server.url,
      channels.studentBatch(world.batchA.id),
      world.studentA.token,
    );
    const classmate = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const bystander = await openChannel(server.url, path, classmate.token);

    await publishAccessChange({ userId: world.studentA.id, kind: 'revoked' });

    expect(await first.closedWithin(5000)).toEqual(sessionEnded);
    expect(await second.closedWithin(5000)).toEqual(sessionEnded);
    await stillListening(bystander, batchNotice(world.batchA.id, 2));
    bystander.close();
  });

  it('closes only the sockets of the session a logout ends', async () => {
    const path = channels.batchHomework(world.batchA.id);
    const { id } = world.studentA;
    const phone = await startSession(server.deps.database.db, server.deps.tokens, { id, role: 'student' });
    const laptop = await startSession(server.deps.database.db, server.deps.tokens, { id, role: 'student' });
    const loggedOut = await openChannel(server.url, path, phone.access);
    const otherDevice = await openChannel(server.url, path, laptop.access);

    await publishAccessChange({ userId: id, kind: 'revoked', sessionId: phone.sessionId });

    expect(await loggedOut.closedWithin(5000)).toEqual(sessionEnded);
    await stillListening(otherDevice, batchNotice(world.batchA.id, 3));
    otherDevice.close();
  });
});

describe("a socket follows changes to its user's access", () => {
  it('closes with 4403 the channels of the batch a student was moved out of, and keeps the others', async () => {
    const from = await createBatch(server.deps);
    const to = await createBatch(server.deps);
    const shared = await createHomework(server.deps, [from.id, to.id]);
    const student = await createUser(server.deps, { role: 'student', batchId: from.id });
    const oldBatch = await openChannel(server.url, channels.studentBatch(from.id), student.token);
    const sharedHomework = await openChannel(
      server.url,
      channels.homeworkSubmissions(shared.id),
      student.token,
    );

    await server.deps.database.db
      .update(profiles)
      .set({ batchId: to.id })
      .where(eq(profiles.userId, student.id));
    await publishAccessChange({ userId: student.id, kind: 'changed' });

    expect(await oldBatch.closedWithin(5000)).toMatchObject({ code: socketCloseCodes.forbidden });
    // Still admitted, and now heard as a member of the new batch.
    const message = {
      action: 'feedback',
      submission: {
        id: 1,
        homework: shared.id,
        homework_title: 'Shared homework',
        drive_link: 'https://drive.google.com/file/d/1',
        submitted_at: new Date().toISOString(),
        is_late: false,
        feedback: 'Well done.',
        grade: null,
        student: student.id,
      },
    } as const;
    await server.deps.bus.publish({
      deliveries: [
        { channel: channels.homeworkSubmissions(shared.id), message, audience: { batchIds: [to.id] } },
      ],
    });
    expect(await sharedHomework.next()).toEqual(message);
    sharedHomework.close();
  });

  it("lets a teacher's socket hear the batches they were given since it opened", async () => {
    const teacher = await createUser(server.deps, { role: 'teacher', teaches: [world.batchA.id] });
    const channel = await openChannel(server.url, channels.teacherHomework(), teacher.token);

    await server.deps.database.db
      .insert(teacherBatches)
      .values({ teacherId: teacher.id, batchId: world.batchB.id });
    await publishAccessChange({ userId: teacher.id, kind: 'changed' });

    const message = { action: 'delete_homework', homework_id: 77 } as const;
    // The check runs after the change arrives: publish until the refreshed batch set lets it through.
    await expect
      .poll(
        async () => {
          await server.deps.bus.publish({
            deliveries: [
              {
                channel: channels.teacherHomework(),
                message,
                audience: { role: 'teacher', batchIds: [world.batchB.id] },
              },
            ],
          });
          return channel.next(200).catch(() => null);
        },
        { timeout: 5000, interval: 0 },
      )
      .toEqual(message);
    channel.close();
  });

  it('closes with 4401 the sockets of a user who no longer exists', async () => {
    const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
    const channel = await openChannel(server.url, channels.studentBatch(world.batchA.id), student.token);

    await server.deps.database.db.delete(users).where(eq(users.id, student.id));
    await publishAccessChange({ userId: student.id, kind: 'changed' });

    expect(await channel.closedWithin(5000)).toEqual(sessionEnded);
  });
});

describe('a socket lives no longer than the subscription', () => {
  it('closes with 4403 and the lapsed reason when valid_until ends while connected', async () => {
    // Only Date is faked (timers stay real, moving it along), so the day ends two seconds from now.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(new Date('2031-03-10T23:59:58Z'));
      const student = await createUser(server.deps, { role: 'student', batchId: world.batchA.id });
      await setValidUntil(server.deps, student.id, '2031-03-10');
      // Signed now, this token outlives the subscription by almost five minutes.
      const { token } = await server.deps.tokens.sign('access', {
        userId: student.id,
        role: 'student',
        sessionId: student.sessionId,
      });
      const channel = await openChannel(server.url, channels.batchHomework(world.batchA.id), token);
      await stillListening(channel, batchNotice(world.batchA.id, 4));

      expect(await channel.closedWithin(5000)).toEqual({
        code: socketCloseCodes.forbidden,
        reason: lapsedSubscriptionDetail,
      });
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse('2031-03-11T00:00:00Z'));
    } finally {
      vi.useRealTimers();
    }
  });
});
