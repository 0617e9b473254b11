import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../mock-server/auth/sessions';
import { createTokenSigner } from '../../mock-server/auth/tokens';
import { lapsedSubscriptionDetail } from '../../mock-server/domain/access/access';
import type { Role } from '../../shared/schemas/auth';
import {
  type ChannelDefinition,
  type ChannelName,
  channelNames,
  channelRegistry,
  channels,
  socketCloseCodes,
} from '../../shared/socket';
import {
  createClass,
  createHomework,
  createTwoBatchWorld,
  createUser,
  type TwoBatchWorld,
} from '../support/fixtures';
import { startTestServer, type TestServer, testJwtSecret } from '../support/test-server';
import { openChannel, refusal, refusalCode } from './support/channel-client';

let server: TestServer;
let world: TwoBatchWorld;
let classOfA: number;
let homeworkOfA: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await createTwoBatchWorld(server.deps);
  classOfA = (await createClass(server.deps, world.batchA.id)).id;
  homeworkOfA = (await createHomework(server.deps, [world.batchA.id])).id;
});
afterAll(() => server.stop());

describe('who may open which channel', () => {
  it('closes with 4401 when the token is missing, forged or not an access token', async () => {
    const path = channels.studentBatch(world.batchA.id);
    expect(await refusalCode(server.url, path)).toBe(socketCloseCodes.badToken);
    expect(await refusalCode(server.url, path, 'not-a-token')).toBe(socketCloseCodes.badToken);
    const { refresh } = await startSession(server.deps.database.db, server.deps.tokens, world.studentA);
    expect(await refusalCode(server.url, path, refresh)).toBe(socketCloseCodes.badToken);
  });

  it('closes with 4401 when the access token has expired', async () => {
    const expired = await createTokenSigner(testJwtSecret, {
      access: -10,
      refresh: 1,
    }).sign('access', { userId: world.studentA.id, role: 'student', sessionId: world.studentA.sessionId });
    expect(await refusalCode(server.url, channels.studentBatch(world.batchA.id), expired.token)).toBe(
      socketCloseCodes.badToken,
    );
  });

  it("closes with 4403 when a student opens another batch's channels", async () => {
    const token = world.studentB.token;
    expect(await refusalCode(server.url, channels.studentBatch(world.batchA.id), token)).toBe(4403);
    expect(await refusalCode(server.url, channels.batchHomework(world.batchA.id), token)).toBe(4403);
    expect(await refusalCode(server.url, channels.studentClass(classOfA), token)).toBe(4403);
    expect(await refusalCode(server.url, channels.homeworkSubmissions(homeworkOfA), token)).toBe(4403);
  });

  it('closes with 4403 for the teacher-wide channels opened by a student', async () => {
    expect(await refusalCode(server.url, channels.teacherHomework(), world.studentA.token)).toBe(4403);
    expect(await refusalCode(server.url, channels.teacherClasses(), world.studentA.token)).toBe(4403);
  });

  it('closes with 4403 for a lapsed student, saying why in the words of the REST answer', async () => {
    expect(await refusal(server.url, channels.studentBatch(world.batchA.id), world.lapsed.token)).toEqual({
      code: socketCloseCodes.forbidden,
      reason: lapsedSubscriptionDetail,
    });
  });

  it("closes with 4403 when a teacher opens a channel of a batch they do not teach, 4404 for a class that doesn't exist", async () => {
    const token = world.teacherB.token;
    expect(await refusalCode(server.url, channels.studentBatch(world.batchA.id), token)).toBe(4403);
    expect(await refusalCode(server.url, channels.homeworkSubmissions(homeworkOfA), token)).toBe(4403);
    expect(await refusalCode(server.url, channels.studentClass(classOfA), token)).toBe(4403);
    expect(await refusalCode(server.url, channels.studentClass(999_999), world.studentA.token)).toBe(
      socketCloseCodes.notFound,
    );
  });

  it('closes with 4404, not an HTTP error, for ids no record can have', async () => {
    for (const path of [
      channels.studentClass(99_999_999_999),
      channels.homeworkSubmissions(99_999_999_999),
    ]) {
      expect(await refusalCode(server.url, path, world.teacherA.token), path).toBe(socketCloseCodes.notFound);
    }
  });

  it('keeps the channels of their own batch open for a student and their teacher', async () => {
    const opened = await Promise.all([
      openChannel(server.url, channels.studentBatch(world.batchA.id), world.studentA.token),
      openChannel(server.url, channels.batchHomework(world.batchA.id), world.studentA.token),
      openChannel(server.url, channels.studentClass(classOfA), world.studentA.token),
      openChannel(server.url, channels.homeworkSubmissions(homeworkOfA), world.studentA.token),
      openChannel(server.url, channels.teacherHomework(), world.teacherA.token),
      openChannel(server.url, channels.teacherClasses(), world.teacherA.token),
      openChannel(server.url, channels.homeworkSubmissions(homeworkOfA), world.teacherA.token),
    ]);
    for (const channel of opened) channel.close();
    const codes = await Promise.all(opened.map(async (channel) => (await channel.closed).code));
    // 1005 = closed by us without a code: none of them was refused by the server.
    expect(codes.every((code) => code === 1005)).toBe(true);
  });
});

type Caller = 'studentOfA' | 'teacherOfA' | 'studentOfB' | 'teacherOfB' | 'anonymous';
const { badToken, forbidden } = socketCloseCodes;

/**
 * Who each channel of batch A admits ('open') or which close code refuses them, as
 * docs/behaviour.md#channels says; the last test checks the registry says the same.
 */
const admissions: Record<ChannelName, Record<Caller, 'open' | number>> = {
  studentClass: {
    studentOfA: 'open',
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: forbidden,
    anonymous: badToken,
  },
  studentBatch: {
    studentOfA: 'open',
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: forbidden,
    anonymous: badToken,
  },
  batchHomework: {
    studentOfA: 'open',
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: forbidden,
    anonymous: badToken,
  },
  homeworkSubmissions: {
    studentOfA: 'open',
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: forbidden,
    anonymous: badToken,
  },
  teacherHomework: {
    studentOfA: forbidden,
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: 'open',
    anonymous: badToken,
  },
  teacherClasses: {
    studentOfA: forbidden,
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: 'open',
    anonymous: badToken,
  },
  teacherTests: {
    studentOfA: forbidden,
    teacherOfA: 'open',
    studentOfB: forbidden,
    teacherOfB: 'open',
    anonymous: badToken,
  },
  // Student A's own notifications: nobody else's, whatever their role or batch.
  notifications: {
    studentOfA: 'open',
    teacherOfA: forbidden,
    studentOfB: forbidden,
    teacherOfB: forbidden,
    anonymous: badToken,
  },
};

const pathOfA = (name: ChannelName): string =>
  ({
    studentClass: channels.studentClass(classOfA),
    studentBatch: channels.studentBatch(world.batchA.id),
    batchHomework: channels.batchHomework(world.batchA.id),
    homeworkSubmissions: channels.homeworkSubmissions(homeworkOfA),
    teacherHomework: channels.teacherHomework(),
    teacherClasses: channels.teacherClasses(),
    teacherTests: channels.teacherTests(),
    notifications: channels.notifications(world.studentA.id),
  })[name];

const tokenOf = (caller: Caller): string | undefined =>
  caller === 'anonymous'
    ? undefined
    : {
        studentOfA: world.studentA,
        teacherOfA: world.teacherA,
        studentOfB: world.studentB,
        teacherOfB: world.teacherB,
      }[caller].token;

/** 'open' when the server kept the socket (closed by us: 1005, no code), else its close code. */
async function admission(path: string, token: string | undefined): Promise<'open' | number> {
  const channel = await openChannel(server.url, path, token);
  channel.close();
  const { code } = await channel.closed;
  return code === 1005 ? 'open' : code;
}

describe('admission follows the channel registry', () => {
  it.each(channelNames)('admits to %s exactly the callers of its row', async (name) => {
    const callers = Object.keys(admissions[name]) as Caller[];
    const seen = await Promise.all(callers.map((caller) => admission(pathOfA(name), tokenOf(caller))));
    expect(Object.fromEntries(callers.map((caller, index) => [caller, seen[index]]))).toEqual(
      admissions[name],
    );
  });

  it('admits the roles the registry names, and refuses the others', () => {
    const roleOf = { studentOfA: 'student', teacherOfA: 'teacher' } as const;
    for (const name of channelNames) {
      const { listeners }: ChannelDefinition = channelRegistry[name];
      // A person's own channel admits only its owner, whatever the role: the next test opens them.
      if (listeners.owns === 'self') continue;
      const admitted: Role[] = (['studentOfA', 'teacherOfA'] as const)
        .filter((caller) => admissions[name][caller] === 'open')
        .map((caller) => roleOf[caller]);
      expect(admitted, name).toEqual([...listeners.roles]);
    }
  });

  it('opens their own notifications channel for a student, a teacher and an admin', async () => {
    const admin = await createUser(server.deps, { role: 'admin' });
    const opened = await Promise.all(
      [world.studentA, world.teacherA, admin].map((user) =>
        openChannel(server.url, channels.notifications(user.id), user.token),
      ),
    );
    for (const channel of opened) channel.close();
    const codes = await Promise.all(opened.map(async (channel) => (await channel.closed).code));
    expect(codes).toEqual([1005, 1005, 1005]);
  });
});
