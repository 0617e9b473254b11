import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../tests/support/fixtures';
import { tinyPng } from '../../../tests/support/pictures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { profiles } from '../../db/schema';
import { importPictureFiles } from './import-picture-files';

let server: TestServer;
let teacher: TestUser;
let student: TestUser;

/** The state an upgrade starts from: the profile names a file that only DATA_DIR/media holds. */
async function pictureOnDisk(user: TestUser, name: string, bytes: Buffer | null) {
  const folder = path.join(server.deps.config.mediaDir, 'profiles');
  mkdirSync(folder, { recursive: true });
  if (bytes) writeFileSync(path.join(folder, name), bytes);
  await server.deps.database.db
    .update(profiles)
    .set({ profilePicture: `profiles/${name}` })
    .where(eq(profiles.userId, user.id));
  return `${server.url}/media/profiles/${name}`;
}

beforeAll(async () => {
  server = await startTestServer();
  teacher = await createUser(server.deps, { role: 'teacher' });
  student = await createUser(server.deps, { role: 'student' });
});
afterAll(() => server.stop());

describe('importing pictures stored as files before the upgrade', () => {
  it('serves each imported picture from the database, and a second run imports nothing', async () => {
    const url = await pictureOnDisk(teacher, `${teacher.id}-0123456789abcdef.png`, tinyPng);
    expect((await fetch(url)).status).toBe(404);

    expect(await importPictureFiles(server.deps)).toEqual({ imported: 1, missing: [] });
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng);

    expect(await importPictureFiles(server.deps)).toEqual({ imported: 0, missing: [] });
  });

  it('reports, without failing the start, a picture whose file is absent or not an image', async () => {
    const gone = await pictureOnDisk(student, `${student.id}-00000000000000aa.png`, null);
    const other = await createUser(server.deps, { role: 'student' });
    await pictureOnDisk(other, `${other.id}-00000000000000bb.png`, Buffer.from('not an image'));

    expect(await importPictureFiles(server.deps)).toEqual({
      imported: 0,
      missing: expect.arrayContaining([
        `profiles/${student.id}-00000000000000aa.png`,
        `profiles/${other.id}-00000000000000bb.png`,
      ]),
    });
    expect((await fetch(gone)).status).toBe(404);
  });
});
