import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { twoBatchApiForFile } from '../../../tests/api/support/two-batch-api';
import { createHomework, createUser, type TestUser } from '../../../tests/support/fixtures';
import { users } from '../../db/schema';
import { unknownTokenDetail } from '../access/access';
import type { AuthUser } from '../accounts/auth-user';
import { handInSubmission } from './submissions-writes';

const { server, world } = twoBatchApiForFile();

it('writes each hand-in of a batch whose statement failed on its own, refusing only the one that failed it', async () => {
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
  // The deleted student is told what their next request would be: the token names no account.
  expect(answers[2]).toMatchObject({ reason: { reason: 'not_signed_in', detail: unknownTokenDetail } });
  for (const [n, answer] of answers.entries()) {
    if (answer.status === 'fulfilled') {
      expect(answer.value).toMatchObject({
        studentId: crowd[n].id,
        driveLink: `https://drive.google.com/file/d/crowd-${n}`,
      });
    }
  }
});
