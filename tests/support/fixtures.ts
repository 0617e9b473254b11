import { eq } from 'drizzle-orm';
import { hashPassword } from '../../mock-server/auth/passwords';
import { startSession } from '../../mock-server/auth/sessions';
import type { AppDeps } from '../../mock-server/context';
import * as schema from '../../mock-server/db/schema';
import type { Role } from '../../shared/schemas/auth';

/**
 * Test data written straight through drizzle, each user signed in to a session of the server's own.
 * Such writes publish no event, so each one makes the server forget what it cached, as an event would.
 */

export type TestUser = {
  id: number;
  role: Role;
  email: string;
  firstName: string;
  token: string;
  sessionId: string;
};

let passwordHash: Promise<string> | undefined;
let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function createBatch(deps: AppDeps, name = unique('Batch')) {
  const [row] = await deps.database.db.insert(schema.batches).values({ name }).returning();
  deps.caches.forgetEverything();
  return row;
}

export async function createUser(
  deps: AppDeps,
  options: {
    role: Role;
    /** Given when a test signs in with them; otherwise unique, with one shared password. */
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    batchId?: number | null;
    /** Students: days from today the subscription runs to; negative means lapsed. */
    validForDays?: number | null;
    /** Students: the last day covered (YYYY-MM-DD), instead of validForDays. */
    validUntil?: string;
    teaches?: number[];
  },
): Promise<TestUser> {
  const { db } = deps.database;
  passwordHash ??= hashPassword('test-password-1');
  const email = options.email ?? `${unique(options.role)}@example.test`;
  const firstName = options.firstName ?? (options.role === 'teacher' ? 'Tara' : 'Sam');
  const [user] = await db
    .insert(schema.users)
    .values({
      email,
      passwordHash: await (options.password === undefined ? passwordHash : hashPassword(options.password)),
      role: options.role,
      firstName,
      lastName: options.lastName ?? 'Tester',
    })
    .returning({ id: schema.users.id });
  const validForDays = options.validForDays === undefined ? 30 : options.validForDays;
  await db.insert(schema.profiles).values({
    userId: user.id,
    batchId: options.batchId ?? null,
    validUntil:
      options.role !== 'student'
        ? null
        : (options.validUntil ?? (validForDays === null ? null : isoDay(validForDays))),
  });
  if (options.teaches?.length) {
    await db
      .insert(schema.teacherBatches)
      .values(options.teaches.map((batchId) => ({ teacherId: user.id, batchId })));
  }
  const session = await startSession(db, deps.tokens, { id: user.id, role: options.role });
  deps.caches.forgetEverything();
  return {
    id: user.id,
    role: options.role,
    email,
    firstName,
    token: session.access,
    sessionId: session.sessionId,
  };
}

export async function createClass(
  deps: AppDeps,
  batchId: number,
  options: { startTime?: Date; topic?: string; zoomLink?: string | null } = {},
) {
  const [row] = await deps.database.db
    .insert(schema.classes)
    .values({
      batchId,
      topic: options.topic ?? unique('Topic'),
      startTime: options.startTime ?? new Date(Date.now() + 86_400_000),
      zoomLink: options.zoomLink === undefined ? 'https://zoom.example/j/1' : options.zoomLink,
    })
    .returning();
  deps.caches.forgetEverything();
  return row;
}

export async function createHomework(
  deps: AppDeps,
  batchIds: number[],
  options: {
    dueDate?: Date;
    status?: 'open' | 'closed';
    allowResubmit?: boolean;
    allowLate?: boolean;
    title?: string;
  } = {},
) {
  const { db } = deps.database;
  const [row] = await db
    .insert(schema.homework)
    .values({
      title: options.title ?? unique('Homework'),
      dueDate: options.dueDate ?? new Date(Date.now() + 7 * 86_400_000),
      status: options.status ?? 'open',
      allowResubmit: options.allowResubmit ?? false,
      allowLate: options.allowLate ?? true,
    })
    .returning();
  await db
    .insert(schema.homeworkBatches)
    .values(batchIds.map((batchId) => ({ homeworkId: row.id, batchId })));
  deps.caches.forgetEverything();
  return row;
}

export async function createSubmission(deps: AppDeps, homeworkId: number, studentId: number) {
  const [row] = await deps.database.db
    .insert(schema.submissions)
    .values({ homeworkId, studentId, driveLink: 'https://drive.google.com/file/d/first' })
    .returning();
  deps.caches.forgetEverything();
  return row;
}

export async function setValidUntil(deps: AppDeps, userId: number, validUntil: string | null) {
  await deps.database.db
    .update(schema.profiles)
    .set({ validUntil })
    .where(eq(schema.profiles.userId, userId));
  deps.caches.forgetEverything();
}

/** Two batches, each with its teacher and a student, plus a lapsed student in batch A. */
export async function createTwoBatchWorld(deps: AppDeps) {
  const batchA = await createBatch(deps);
  const batchB = await createBatch(deps);
  return {
    batchA,
    batchB,
    teacherA: await createUser(deps, { role: 'teacher', firstName: 'Anita', teaches: [batchA.id] }),
    teacherB: await createUser(deps, { role: 'teacher', firstName: 'Bala', teaches: [batchB.id] }),
    studentA: await createUser(deps, { role: 'student', firstName: 'Asha', batchId: batchA.id }),
    studentB: await createUser(deps, { role: 'student', firstName: 'Bina', batchId: batchB.id }),
    lapsed: await createUser(deps, {
      role: 'student',
      firstName: 'Lata',
      batchId: batchA.id,
      validForDays: -1,
    }),
  };
}
export type TwoBatchWorld = Awaited<ReturnType<typeof createTwoBatchWorld>>;
