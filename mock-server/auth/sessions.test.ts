import { expect, it } from 'vitest';
import { createTeacher } from '../../tests/support/teacher-session';
import { testServerForFile } from '../../tests/support/test-server-for-file';
import { sessions, users } from '../db/schema';
import { findUserByEmail } from '../domain/accounts/users';
import { startSession } from './sessions';

const server = testServerForFile();

it('opens no session for a password checked just before a reset replaced it', async () => {
  const { db } = server.deps.database;
  await createTeacher(db);
  const checked = await findUserByEmail(db, 'teacher@demo.school');
  if (!checked) throw new Error('the user was not created');
  // The reset commits between the password check and the session's start.
  await db.update(users).set({ passwordHash: 'the hash of the new password' });

  expect(await startSession(db, server.deps.tokens, checked, checked.passwordHash)).toBeNull();
  expect(await db.select().from(sessions)).toEqual([]);
  expect(await startSession(db, server.deps.tokens, checked, 'the hash of the new password')).not.toBeNull();
});
