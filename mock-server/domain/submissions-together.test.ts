import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { twoBatchApiForFile } from '../../tests/api/support/two-batch-api';
import { createHomework, createUser, type TestUser } from '../../tests/support/fixtures';
import type { AuthUser } from '../context';
import { users } from '../db/schema';
import { handInSubmission } from './submissions-writes';

const { server, world } = twoBatchApiForFile();

it('writes each ask of a crowd whose statement failed on its own, refusing only the one that failed it', async () => {
  const item = await createHomework(server.deps, [world.batchA.id]);
  const crowd = await Promise.all(
    Array.from({ length: 4 }, () => createUser(server.deps, { role: 'student', batchId: world.batchA.id })),
  );
  const signedIn = (student: TestUser): AuthUser => ({
    id: student.id,
    role: 'student',
    email: student.email,
    firstName: student.firstName,
    lastName: 'Tester',
    batchId: world.batchA.id,
    validUntil: null,
  });
  // Deleted after signing in, as an admin might between the guard and the insert: the crowd's
  // insert then breaks its foreign key, and that statement writes nothing for anyone.
  const { db } = server.deps.database;
  await db.delete(users).where(eq(users.id, crowd[2].id));

  // Asked in one turn: the first goes out alone, the other three wait for it and go together.
  const answers = await Promise.allSettled(
    crowd.map((student, n) =>
      handInSubmission(db, signedIn(student), {
        homework: item.id,
        drive_link: `https://drive.google.com/file/d/crowd-${n}`,
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  for (const [n, answer] of answers.entries()) {
    if (answer.status === 'fulfilled') {
      expect(answer.value).toMatchObject({
        studentId: crowd[n].id,
        driveLink: `https://drive.google.com/file/d/crowd-${n}`,
      });
    }
  }
});
