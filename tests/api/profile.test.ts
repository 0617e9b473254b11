import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../mock-server/db/schema';
import { profile } from '../../shared/schemas/profile';
import { createTwoBatchWorld, type TwoBatchWorld } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { type ApiCall, apiClient } from './support/api-client';

let server: TestServer;
let call: ApiCall;
let world: TwoBatchWorld;

beforeAll(async () => {
  server = await startTestServer();
  call = apiClient(server.url);
  world = await createTwoBatchWorld(server.deps);
});
afterAll(() => server.stop());

// A 1x1 transparent PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function profileForm(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe('profile', () => {
  it('shows the profile with batch and subscription, and the names call', async () => {
    const answer = await call('GET', '/api/profile/', { token: world.studentA.token });
    expect(profile.parse(answer.body)).toMatchObject({
      first_name: 'Asha',
      email: world.studentA.email,
      profile_picture: null,
      batch: { id: world.batchA.id, name: world.batchA.name },
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const names = await call('GET', '/api/user/profile/', { token: world.teacherA.token });
    expect(names.body).toEqual({ first_name: 'Anita', last_name: 'Tester' });
  });

  it('updates only the fields sent and stores a picture served back at an absolute /media URL', async () => {
    await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: 'Bina',
        last_name: 'Tester',
        parent_name: 'Ravi',
        address: '12 Park Road',
      }),
    });
    const updated = await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: ' Bina ',
        last_name: 'Kapoor',
        mobile_number: '+91 98765 43210',
        date_of_birth: '2011-04-05',
        profile_picture: new File([png], 'me.gif', { type: 'image/gif' }),
      }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      first_name: 'Bina',
      last_name: 'Kapoor',
      parent_name: 'Ravi',
      address: '12 Park Road',
      mobile_number: '+91 98765 43210',
      date_of_birth: '2011-04-05',
      profile_picture: expect.stringMatching(new RegExp(`^${server.url}/media/profiles/[\\w-]+\\.png$`)),
    });

    const picture = await fetch(updated.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);

    // A new picture replaces the old one, which is no longer served.
    const replaced = await call('PATCH', '/api/profile/', {
      token: world.studentB.token,
      form: profileForm({
        first_name: 'Bina',
        last_name: 'Kapoor',
        profile_picture: new File([png], 'again.png'),
      }),
    });
    expect(replaced.body.profile_picture).not.toBe(updated.body.profile_picture);
    expect((await fetch(updated.body.profile_picture)).status).toBe(404);
  });

  it('keeps the new picture when the old one cannot be removed', async () => {
    // A folder where the old picture should be: removing it fails, after the change was committed.
    const stuck = 'profiles/stuck.png';
    mkdirSync(path.join(server.deps.config.mediaDir, stuck), { recursive: true });
    await server.deps.database.db
      .update(profiles)
      .set({ profilePicture: stuck })
      .where(eq(profiles.userId, world.teacherB.id));

    const replaced = await call('PATCH', '/api/profile/', {
      token: world.teacherB.token,
      form: profileForm({
        first_name: 'Bala',
        last_name: 'Tester',
        profile_picture: new File([png], 'new.png'),
      }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.profile_picture).toMatch(/\/media\/profiles\/[\w-]+\.png$/);
    const served = await fetch(replaced.body.profile_picture);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect((await call('GET', '/api/profile/', { token: world.teacherB.token })).body.profile_picture).toBe(
      replaced.body.profile_picture,
    );
  });

  it('refuses paths outside the stored pictures with a JSON 404', async () => {
    for (const path of [
      '/media/profiles/..%2F..%2Fjwt-secret',
      '/media/profiles/x.png',
      '/media/jwt-secret',
    ]) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.detail).toBeTruthy();
    }
  });
});
